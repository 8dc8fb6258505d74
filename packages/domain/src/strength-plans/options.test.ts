import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SESSION_DURATION_MINUTES,
  MAX_PRIMARY_GOALS,
  SLEEP_QUALITY_DEFAULT,
  STRESS_LEVEL_DEFAULT,
  TRAINING_DAYS_DEFAULT,
  TRAINING_DAYS_MAX,
  TRAINING_DAYS_MIN,
  WEEK_SWITCH_CHECKMARK_MS,
  WELLNESS_SCALE_MAX,
  WELLNESS_SCALE_MIN,
  WIZARD_STEP_COUNT,
} from './limits.ts';
import {
  AGE_RANGES,
  COMPLEXITY_COMFORT,
  EXERCISE_TYPES,
  EXPERIENCE_LEVELS,
  PLAN_STATUSES,
  PRIMARY_GOALS,
  PROGRESSION_STYLES,
  REP_RANGES,
  SESSION_DURATIONS,
  TESTING_FREQUENCIES,
  TIME_OFF_OPTIONS,
  TRAINING_STYLES,
  WEEKDAYS,
} from './options.ts';

describe('program wizard numbers and options (spec §4, §9)', () => {
  it('wizard 8 steps, max 2 goals, training days 1-7 default 3, sleep 7, stress 5 on 1-10 (spec §9)', () => {
    expect(WIZARD_STEP_COUNT).toBe(8);
    expect(MAX_PRIMARY_GOALS).toBe(2);
    expect([TRAINING_DAYS_MIN, TRAINING_DAYS_MAX, TRAINING_DAYS_DEFAULT]).toEqual([1, 7, 3]);
    expect([WELLNESS_SCALE_MIN, WELLNESS_SCALE_MAX]).toEqual([1, 10]);
    expect(SLEEP_QUALITY_DEFAULT).toBe(7);
    expect(STRESS_LEVEL_DEFAULT).toBe(5);
    expect(DEFAULT_SESSION_DURATION_MINUTES).toBe(60);
  });
  it('plan statuses draft, generated, active (spec §4)', () => {
    expect(PLAN_STATUSES).toEqual(['draft', 'generated', 'active']);
  });
  it('age ranges 18-25 … 65+ (spec §9)', () => {
    expect(AGE_RANGES).toEqual(['18-25', '26-35', '36-45', '46-55', '56-65', '65+']);
  });
  it('seven primary goals with the spec labels (spec §9)', () => {
    expect(PRIMARY_GOALS.map((g) => g.label)).toEqual([
      'Build muscle mass (hypertrophy)',
      'Increase strength (powerlifting/general strength)',
      'Improve athletic performance (power, explosiveness)',
      'Fat loss/body recomposition',
      'General fitness and health',
      'Endurance strength',
      'Rehabilitation/injury prevention',
    ]);
    expect(new Set(PRIMARY_GOALS.map((g) => g.value)).size).toBe(7);
  });
  it('experience levels with labels (spec §3, §9)', () => {
    expect(EXPERIENCE_LEVELS.map((l) => l.value)).toEqual([
      'beginner',
      'novice',
      'intermediate',
      'advanced',
      'returning',
    ]);
    expect(EXPERIENCE_LEVELS.map((l) => l.label)).toEqual([
      'Beginner (0-6 months)',
      'Novice (6 months - 2 years)',
      'Intermediate (2-5 years)',
      'Advanced (5+ years)',
      'Returning after break',
    ]);
    expect(TIME_OFF_OPTIONS).toEqual(['1-3 months', '3-6 months', '6-12 months', '1+ years']);
  });
  it('preferred days Monday to Sunday, rep ranges and styles (spec §9)', () => {
    expect(WEEKDAYS[0]).toBe('Monday');
    expect(WEEKDAYS[6]).toBe('Sunday');
    expect(REP_RANGES).toEqual(['Strength (1-5 reps)', 'Hypertrophy (8-12 reps)', 'Endurance (15+ reps)']);
    expect(TRAINING_STYLES).toEqual([
      'full-body',
      'upper-lower',
      'push-pull-legs',
      'body-part',
      'no-preference',
    ]);
    expect(EXERCISE_TYPES).toEqual(['compound-focus', 'balanced', 'isolation-focus', 'no-preference']);
    expect(TESTING_FREQUENCIES).toEqual(['weekly', 'bi-weekly', 'monthly', 'quarterly', 'rarely']);
    expect(PROGRESSION_STYLES).toEqual(['gradual', 'moderate', 'aggressive', 'adaptive']);
    expect(COMPLEXITY_COMFORT).toEqual(['simple', 'moderate', 'complex', 'advanced']);
  });
  it('session durations 30, 45, 60, 75, 90+ (spec §9)', () => {
    expect(SESSION_DURATIONS.map((d) => d.value)).toEqual([30, 45, 60, 75, 90]);
    expect(SESSION_DURATIONS.at(-1)?.label).toBe('90+');
  });
  it('the week-switch checkmark shows for 1 s (spec §9)', () => {
    expect(WEEK_SWITCH_CHECKMARK_MS).toBe(1000);
  });
});
