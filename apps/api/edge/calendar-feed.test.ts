import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type EdgeStack, startEdgeStack } from './edge-stack.ts';
import { EdgeAthlete } from './test-support.ts';

/**
 * The calendar feed on the Worker against sqld: its paged reads (JSON cut by the database), its memo,
 * its 304 and its rate-limit bindings work there as on Node.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'liftwise-edge-feed-'));
let stack: EdgeStack;
let athlete: EdgeAthlete;

beforeAll(async () => {
  stack = await startEdgeStack({ dataDir, port: 0 });
  athlete = new EdgeAthlete(stack.url);
  await athlete.signIn({ email: 'subscriber@example.com', name: 'Edge Subscriber' });
}, 90_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

it('serves the feed of a repeating and a long workout, answers 304 when unchanged, and 404 for a trailing slash', async () => {
  const exercises = Array.from({ length: 30 }, (_, i) => ({ name: `Move ${i + 1} 💪`, sets: 3, reps: '8' }));
  expect(
    (
      await athlete.mutate('saveWorkout', {
        workout: {
          name: 'Daily mobility',
          date: inDays(2),
          exercises,
          recurrence: 'RRULE:FREQ=DAILY;COUNT=3',
        },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await athlete.mutate('saveWorkout', {
        workout: { name: 'Heavy legs', date: inDays(3), time: '07:00', exercises },
      })
    ).status,
  ).toBe(200);
  const created = await athlete.mutate('createCalendarFeed', { timeZone: 'Europe/Paris' });
  const { path } = created.data as { path: string };

  const response = await fetch(`${stack.url}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const body = await response.text();
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(body).toMatch(/\r\nRRULE:FREQ=DAILY;UNTIL=\d{8}\r\n/);
  expect(body).toContain('SUMMARY:Heavy legs');
  expect(body).toContain('+20 more');
  const tag = response.headers.get('etag') ?? '';
  expect(tag).toMatch(/^"[0-9a-f]{64}"$/);

  const again = await fetch(`${stack.url}${path}`, { headers: { 'if-none-match': tag } });
  expect(again.status).toBe(304);
  await again.body?.cancel();
  const slash = await fetch(`${stack.url}${path}/`);
  expect(slash.status).toBe(404);
  await slash.body?.cancel();
});
