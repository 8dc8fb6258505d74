import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { browserTimeZone, browserToday, TIME_ZONE_REUSE_MS } from './time-zone.ts';

const RealDateTimeFormat = Intl.DateTimeFormat;

/** The browser's zone as Intl reports it, switchable as a traveller's device would switch it. */
function deviceZone(zone: string) {
  // A function declaration, not an arrow: the app calls Intl.DateTimeFormat with `new` too.
  function zonedDateTimeFormat(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new RealDateTimeFormat(locales, { timeZone: zone, ...options });
  }
  return vi
    .spyOn(Intl, 'DateTimeFormat')
    .mockImplementation(zonedDateTimeFormat as typeof Intl.DateTimeFormat);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

it("asks Intl once for a render's many asks within a second", () => {
  // A day after any answer an earlier test left to reuse.
  vi.setSystemTime(new Date('2026-04-01T12:00:00Z'));
  const asked = deviceZone('Europe/Paris');
  for (let ask = 0; ask < 50; ask++) expect(browserTimeZone()).toBe('Europe/Paris');
  expect(asked).toHaveBeenCalledTimes(1);
});

it('sees a zone changed by travel once the second is over, and today moves with it', () => {
  vi.setSystemTime(new Date('2026-03-01T23:30:00Z'));
  deviceZone('Europe/London');
  expect(browserTimeZone()).toBe('Europe/London');
  expect(browserToday()).toBe('2026-03-01');

  deviceZone('Asia/Tokyo');
  vi.advanceTimersByTime(TIME_ZONE_REUSE_MS + 1);
  expect(browserTimeZone()).toBe('Asia/Tokyo');
  expect(browserToday()).toBe('2026-03-02');
});

it('asks again when the clock is set back (a stale answer is not kept forever)', () => {
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
  deviceZone('America/New_York');
  expect(browserTimeZone()).toBe('America/New_York');
  deviceZone('America/Chicago');
  vi.setSystemTime(new Date('2026-03-09T12:00:00Z'));
  expect(browserTimeZone()).toBe('America/Chicago');
});
