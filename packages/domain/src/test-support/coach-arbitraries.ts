import fc from 'fast-check';
import { DEFAULT_EQUIPMENT_DATA } from '../equipment/default-data.ts';
import type { UserEquipment } from '../equipment/schema.ts';
import {
  AGE_RANGES,
  COMPLEXITY_COMFORT,
  EXERCISE_TYPES,
  EXPERIENCE_LEVEL_VALUES,
  PRIMARY_GOAL_VALUES,
  PROGRESSION_STYLES,
  REP_RANGES,
  SESSION_DURATION_VALUES,
  TESTING_FREQUENCIES,
  TIME_OFF_OPTIONS,
  TRAINING_STYLES,
  WEEKDAYS,
} from '../strength-plans/options.ts';
import { type ProgramData, programDataSchema } from '../strength-plans/schema.ts';

/** A default-catalogue item as an athlete's available equipment. */
export function userItem(item: (typeof DEFAULT_EQUIPMENT_DATA.equipment)[number]): UserEquipment {
  return {
    id: item.id,
    name: item.name,
    category: item.category,
    subcategory: item.subcategory,
    status: 'Good',
    availability: { always: true, timeRestrictions: [], notes: '' },
    specifications: {},
    imageUrl: '',
    description: '',
    locationIds: ['home'],
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** The default catalogue items with these names, as the athlete's equipment. */
export function equipmentNamed(...names: string[]): UserEquipment[] {
  return DEFAULT_EQUIPMENT_DATA.equipment.filter((item) => names.includes(item.name)).map(userItem);
}

export const equipmentArbitrary = fc
  .subarray(DEFAULT_EQUIPMENT_DATA.equipment)
  .map((items) => items.map(userItem));

const optional = <T>(values: readonly T[]) => fc.option(fc.constantFrom(...values), { nil: undefined });
const injuryText = fc.constantFrom(
  '',
  'bad knee',
  'lower back pain',
  'shoulder impingement',
  'no overhead pressing',
  'avoid deadlifts and lunges',
  'sore wrist',
  'ankle sprain',
  'none',
  'no push-ups',
  'no crunches or sit-ups',
  'cannot get arms overhead',
  'knee pain - no lunges',
  'tight hips',
  'no knee pain',
);
const levelText = fc.constantFrom(
  '',
  '225 x 5',
  '100kg x 3',
  '185',
  '60 kg',
  'not sure',
  '135x12',
  '315 x 20',
);

/** Any valid wizard answer set. */
export const programDataArbitrary: fc.Arbitrary<ProgramData> = fc
  .record({
    primaryGoals: fc.uniqueArray(fc.constantFrom(...PRIMARY_GOAL_VALUES), { maxLength: 2 }),
    experienceLevel: optional(EXPERIENCE_LEVEL_VALUES),
    returnFromBreak: fc.record({ isReturning: fc.boolean(), timeOff: optional(TIME_OFF_OPTIONS) }),
    trainingDays: fc.integer({ min: 1, max: 7 }),
    sessionDuration: fc.constantFrom(...SESSION_DURATION_VALUES),
    preferredDays: fc.subarray([...WEEKDAYS]),
    strengthLevels: fc.record({
      squat: levelText,
      benchPress: levelText,
      deadlift: levelText,
      overheadPress: levelText,
      canBenchBodyweight: fc.boolean(),
    }),
    physicalConsiderations: fc.record({
      ageRange: optional(AGE_RANGES),
      currentInjuries: injuryText,
      pastInjuries: injuryText,
      movementsToAvoid: injuryText,
      mobilityRestrictions: injuryText,
    }),
    trainingPreferences: fc.record({
      preferredRepRanges: fc.subarray([...REP_RANGES]),
      trainingStyle: optional(TRAINING_STYLES),
      compoundVsIsolation: optional(EXERCISE_TYPES),
    }),
    recovery: fc.record({
      sleepQuality: fc.integer({ min: 1, max: 10 }),
      stressLevel: fc.integer({ min: 1, max: 10 }),
      otherActivities: fc.constant(''),
      recoveryMethods: fc.constant(''),
    }),
    progression: fc.record({
      maxTestingFrequency: optional(TESTING_FREQUENCIES),
      progressionStyle: optional(PROGRESSION_STYLES),
      complexityComfort: optional(COMPLEXITY_COMFORT),
    }),
  })
  .map((answers) => programDataSchema.parse(answers));

/** Workout prompts made of the phrases athletes type. */
export const promptArbitrary = fc
  .tuple(
    fc.constantFrom('', '30 min', '45 minutes', '1 hour', '20m', 'half an hour', '90 min', '2 hours'),
    fc.constantFrom(
      '',
      'upper body',
      'lower body',
      'full body',
      'push',
      'pull',
      'leg day',
      'arms',
      'chest and back',
    ),
    fc.constantFrom('', 'strength', 'hypertrophy', 'endurance', 'power', 'general fitness', 'fat loss'),
    fc.constantFrom('', 'with dumbbells', 'with a barbell', 'bodyweight only', 'with kettlebells', 'cables'),
    fc.constantFrom('', 'for a beginner', 'advanced', 'intermediate'),
    fc.constantFrom(
      '',
      'no squats',
      'avoid overhead work',
      'bad knee',
      'without deadlifts',
      ', no push-ups',
      '… no pull-ups',
      'shoulder impingement',
      'low back pain',
    ),
  )
  .map((parts) => parts.filter((part) => part !== '').join(' ') || 'a workout');
