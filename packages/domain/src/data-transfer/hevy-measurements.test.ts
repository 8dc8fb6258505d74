import { describe, expect, it } from 'vitest';
import { readImportFile } from './read.ts';
import { DATA_TRANSFER_MESSAGES, IMPORT_WARNINGS } from './text.ts';

const context = {
  weightUnit: 'lb' as const,
  timeZone: 'Europe/Paris',
  now: new Date('2026-02-10T12:00:00Z'),
};

// The header Hevy writes in measurement_data.csv (metric circumferences; the imperial file ends in _in).
const HEADER =
  '"date","weight_kg","fat_percent","neck_cm","shoulder_cm","chest_cm","left_bicep_cm","right_bicep_cm","left_forearm_cm","right_forearm_cm","abdomen_cm","waist_cm","hips_cm","left_thigh_cm","right_thigh_cm","left_calf_cm","right_calf_cm"';
const blanks = ',,,,,,,,,,,,,,';

describe("Hevy's measurements CSV", () => {
  it('brings each day’s body weight in kilograms, skipping rows without one, one entry per day', () => {
    const csv = [
      HEADER,
      `"31 Jan 2026, 07:30",79.4,15${blanks}`,
      `"1 Feb 2026, 00:00",,,38,,,,,,,,,,,,,`,
      `"2 Feb 2026, 07:10",79,${blanks}`,
      `"2 Feb 2026, 19:45",79.8,${blanks}`,
    ].join('\n');
    const reading = readImportFile(csv, context);
    expect(reading.format).toBe('hevy');
    expect(reading.document.completedWorkouts).toEqual([]);
    expect(reading.document.bodyWeights.map(({ date, weight, unit }) => [date, weight, unit])).toEqual([
      ['2026-01-31', 79.4, 'kg'],
      ['2026-02-02', 79.8, 'kg'],
    ]);
    expect(reading.warnings).toEqual({ shown: [], more: 0 });
  });

  it('leaves out a weight no body has, naming its line, and refuses a date it cannot read', () => {
    const reading = readImportFile([HEADER, `"3 Feb 2026, 07:00",794,${blanks}`].join('\n'), context);
    expect(reading.document.bodyWeights).toEqual([]);
    expect(reading.warnings.shown).toEqual([IMPORT_WARNINGS.notABodyWeight(2, 'weight_kg', '794')]);
    expect(() => readImportFile([HEADER, `"someday",80,${blanks}`].join('\n'), context)).toThrow(
      DATA_TRANSFER_MESSAGES.notADate(2, 'date', 'someday'),
    );
  });
});
