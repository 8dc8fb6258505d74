import { describe, expect, it } from 'vitest';
import {
  CACHE_FRESH_MS,
  CALENDAR_CELLS,
  DEFAULT_REGION,
  DEFAULT_SESSION_DURATION_MINUTES,
  DEFAULT_SETS,
  DEFAULT_WORKOUT_DURATION_MINUTES,
  EXERCISE_PREVIEW_COUNT,
  FUNCTION_TIMEOUT_MS,
  GOAL_PROGRESS_CAP,
  MAX_DAY_DOTS,
  MAX_PRIMARY_GOALS,
  MIN_SETS,
  RECENT_COMPLETED_LIMIT,
  REST_SECONDS,
  SESSION_TOKEN_SYNC_MAX_AGE_MS,
  SLEEP_QUALITY_DEFAULT,
  STRESS_LEVEL_DEFAULT,
  TRAINING_DAYS_DEFAULT,
  TRAINING_DAYS_MAX,
  TRAINING_DAYS_MIN,
  WEEK_STARTS_ON,
  WEEK_SWITCH_CHECKMARK_MS,
  WEEKLY_WORKOUT_TARGET,
  WELLNESS_SCALE_MAX,
  WELLNESS_SCALE_MIN,
  WIZARD_STEP_COUNT,
} from './limits.ts';
import {
  AGE_RANGES,
  AVAILABILITY_OPTIONS,
  COMPLEXITY_COMFORT,
  DEFAULT_AVAILABILITY,
  DEFAULT_EQUIPMENT_STATUS,
  DEFAULT_GOAL_STATUS,
  DEFAULT_GOAL_TYPE,
  DEFAULT_WORKOUT_DIFFICULTY,
  DEFAULT_WORKOUT_STATUS,
  EQUIPMENT_STATUS_OPTIONS,
  EQUIPMENT_STATUSES,
  EXERCISE_TYPES,
  EXPERIENCE_LEVELS,
  GOAL_STATUSES,
  GOAL_TYPES,
  PLAN_STATUSES,
  PRIMARY_GOALS,
  PROGRESSION_STYLES,
  REP_RANGES,
  SESSION_DURATIONS,
  TESTING_FREQUENCIES,
  TIME_OFF_OPTIONS,
  TRAINING_STYLES,
  WEEKDAYS,
  WORKOUT_DIFFICULTIES,
  WORKOUT_STATUSES,
} from './options.ts';
import { PRODUCT_NAME } from './product.ts';
import { ROUTES } from './routes.ts';

describe('business constants (spec §9)', () => {
  it('cache freshness is 24 hours (spec §4, §9)', () => {
    expect(CACHE_FRESH_MS).toBe(24 * 60 * 60 * 1000);
  });
  it('weekly target is 5 and the week starts Monday (spec §9)', () => {
    expect(WEEKLY_WORKOUT_TARGET).toBe(5);
    expect(WEEK_STARTS_ON).toBe(1);
  });
  it('recent completed workouts 10, function timeout 70 s, region us-central1 (spec §7, §9)', () => {
    expect(RECENT_COMPLETED_LIMIT).toBe(10);
    expect(FUNCTION_TIMEOUT_MS).toBe(70_000);
    expect(DEFAULT_REGION).toBe('us-central1');
    expect(SESSION_TOKEN_SYNC_MAX_AGE_MS).toBe(5 * 60 * 1000);
  });
  it('rest timer 90 s, default duration 60 min, default sets 3 min 1 (spec §9)', () => {
    expect(REST_SECONDS).toBe(90);
    expect(DEFAULT_WORKOUT_DURATION_MINUTES).toBe(60);
    expect(DEFAULT_SETS).toBe(3);
    expect(MIN_SETS).toBe(1);
  });
  it('calendar 42 cells, 2 dots, 3 preview exercises (spec §9)', () => {
    expect(CALENDAR_CELLS).toBe(42);
    expect(MAX_DAY_DOTS).toBe(2);
    expect(EXERCISE_PREVIEW_COUNT).toBe(3);
  });
  it('wizard 8 steps, max 2 goals, training days 1-7 default 3, sleep 7, stress 5 on 1-10 (spec §9)', () => {
    expect(WIZARD_STEP_COUNT).toBe(8);
    expect(MAX_PRIMARY_GOALS).toBe(2);
    expect([TRAINING_DAYS_MIN, TRAINING_DAYS_MAX, TRAINING_DAYS_DEFAULT]).toEqual([1, 7, 3]);
    expect([WELLNESS_SCALE_MIN, WELLNESS_SCALE_MAX]).toEqual([1, 10]);
    expect(SLEEP_QUALITY_DEFAULT).toBe(7);
    expect(STRESS_LEVEL_DEFAULT).toBe(5);
    expect(DEFAULT_SESSION_DURATION_MINUTES).toBe(60);
  });
  it('goal progress cap 100 and arrow-key checkmark 1 s (spec §9)', () => {
    expect(GOAL_PROGRESS_CAP).toBe(100);
    expect(WEEK_SWITCH_CHECKMARK_MS).toBe(1000);
  });
  it('the product is Liftwise', () => {
    expect(PRODUCT_NAME).toBe('Liftwise');
  });
});

describe('option lists (spec §4, §9)', () => {
  it('workout statuses and difficulties, scheduled and Intermediate by default (spec §4)', () => {
    expect(WORKOUT_STATUSES).toEqual(['scheduled', 'completed', 'missed']);
    expect(DEFAULT_WORKOUT_STATUS).toBe('scheduled');
    expect(WORKOUT_DIFFICULTIES).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expect(DEFAULT_WORKOUT_DIFFICULTY).toBe('Intermediate');
  });
  it('goal statuses and the 8 goal types, strength by default (spec §4)', () => {
    expect(GOAL_STATUSES).toEqual(['active', 'paused', 'completed']);
    expect(DEFAULT_GOAL_STATUS).toBe('active');
    expect(GOAL_TYPES).toEqual([
      'strength',
      'hypertrophy',
      'cardio',
      'flexibility',
      'weight_loss',
      'endurance',
      'pain_management',
      'other',
    ]);
    expect(DEFAULT_GOAL_TYPE).toBe('strength');
  });
  it('equipment status options with Excellent default; the list also knows Poor (spec §4)', () => {
    expect(EQUIPMENT_STATUS_OPTIONS).toEqual(['Excellent', 'Good', 'Fair', 'Needs Repair']);
    expect(DEFAULT_EQUIPMENT_STATUS).toBe('Excellent');
    expect(EQUIPMENT_STATUSES).toContain('Poor');
    expect(AVAILABILITY_OPTIONS).toEqual([
      'Always Available',
      'Limited Availability',
      'Out of Service',
      'Reserved',
    ]);
    expect(DEFAULT_AVAILABILITY).toBe('Always Available');
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
});

describe('routes (spec §2)', () => {
  it('builds the parameterised routes of the route table', () => {
    expect(ROUTES.copyWorkout('w1')).toBe('/workouts/create?copyFrom=w1');
    expect(ROUTES.editWorkout('w1')).toBe('/workouts/edit/w1');
    expect(ROUTES.startWorkout('w1')).toBe('/workouts/start/w1');
    expect(ROUTES.viewWorkout('w1')).toBe('/workouts/view/w1');
    expect(ROUTES.editGoal('g 1')).toBe('/goals/edit/g%201');
    expect(ROUTES.planReview('p1')).toBe('/strength-plan-review?planId=p1');
    expect(ROUTES.equipmentImageProcessor).toBe('/equipment-image-processor');
  });
});
