import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT_DATA } from '../equipment/default-data.ts';
import { exercise, NOW, workout } from '../test-support/fixtures.ts';
import {
  alternativeExerciseSchema,
  equipmentImageResultSchema,
  generatedWorkoutSchema,
  generateWorkoutInputSchema,
  imageCountSchema,
} from './ai.ts';
import { authUserSchema } from './auth-user.ts';
import { timeOfDaySchema } from './common.ts';
import { completedWorkoutInputSchema, completedWorkoutSchema } from './completed-workout.ts';
import {
  addUserEquipmentInputSchema,
  defaultEquipmentDataSchema,
  EQUIPMENT_MESSAGES,
  equipmentInputSchema,
  equipmentSchema,
} from './equipment.ts';
import { goalInputSchema, goalSchema } from './goal.ts';
import {
  defaultProgramData,
  generatedPlanSchema,
  generateStrengthPlanInputSchema,
  programDataSchema,
  strengthPlanSchema,
  strengthPlanUpdateSchema,
} from './program.ts';
import { specificationsSchema } from './specification.ts';
import { exerciseInputSchema, exerciseSchema, workoutInputSchema, workoutSchema } from './workout.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('workout schemas (spec §3)', () => {
  it('accepts a stored workout with reps as text, including a range such as 8-10', () => {
    expect(workoutSchema.parse(workout())).toMatchObject({ name: 'Leg Day' });
    expect(exerciseSchema.parse(exercise({ reps: 'AMRAP' })).reps).toBe('AMRAP');
  });
  it('rejects a blank name, no exercises and a malformed date', () => {
    expect(workoutSchema.safeParse(workout({ name: '   ' })).success).toBe(false);
    expect(workoutSchema.safeParse(workout({ exercises: [] })).success).toBe(false);
    expect(workoutSchema.safeParse(workout({ date: '06/05/2024' })).success).toBe(false);
    expect(workoutSchema.safeParse(workout({ status: 'done' })).success).toBe(false);
  });
  it('time is optional HH:mm', () => {
    expect(workoutSchema.safeParse(workout({ time: '07:30' })).success).toBe(true);
    expect(timeOfDaySchema.safeParse('24:00').success).toBe(false);
  });
  it('bounds strings and lists', () => {
    expect(workoutSchema.safeParse(workout({ name: 'x'.repeat(121) })).success).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => exercise({ id: `e${i}` }));
    expect(workoutSchema.safeParse(workout({ exercises: many })).success).toBe(false);
  });
  it('input defaults: scheduled, Intermediate, 60 minutes, 3 sets (spec §4, §5, §9)', () => {
    const parsed = workoutInputSchema.parse({
      name: 'Push',
      date: '2024-06-05',
      exercises: [{ name: 'Bench', reps: '5' }],
    });
    expect(parsed).toMatchObject({ status: 'scheduled', difficulty: 'Intermediate', duration: 60 });
    expect(parsed.exercises[0]?.sets).toBe(3);
    expect(exerciseInputSchema.safeParse({ name: 'Bench', reps: '5', sets: 0 }).success).toBe(false);
  });
});

describe('completed workout schemas (spec §3)', () => {
  const record = {
    id: 'c1',
    name: 'Leg Day',
    date: NOW,
    originalWorkoutId: 'w1',
    actualExercises: [
      {
        id: 'e1',
        name: 'Back Squat',
        plannedSets: 3,
        plannedReps: '8-10',
        plannedWeight: '135',
        actualSets: [{ setNumber: 1, actualWeight: 135, actualReps: '10', completed: true, notes: '' }],
        notes: '',
      },
    ],
    duration: 3600,
    notes: '',
    updatedAt: NOW,
  };
  it('accepts a completed workout with duration in seconds and sets without a weight', () => {
    expect(completedWorkoutSchema.parse(record).duration).toBe(3600);
    const { id: _id, updatedAt: _u, ...input } = record;
    const noWeight = { setNumber: 1, actualReps: '10', completed: true, notes: '' };
    const first = record.actualExercises[0];
    expect(
      completedWorkoutInputSchema.safeParse({
        ...input,
        actualExercises: [{ ...first, actualSets: [noWeight] }],
      }).success,
    ).toBe(true);
  });
  it('the date is an ISO instant', () => {
    expect(completedWorkoutSchema.safeParse({ ...record, date: 'yesterday' }).success).toBe(false);
  });
});

describe('equipment schemas (spec §3, §5)', () => {
  const specs = {
    weight: '45 lbs',
    plates: 6,
    adjustable: true,
    attachments: ['rope', 'bar'],
    range: { min: 5, max: 50, unit: 'lbs' },
    dimensions: { width: { min: 1, max: 2, unit: 'm' }, colour: 'black' },
  };
  it('specification values may be string, number, boolean, list, range or nested map', () => {
    expect(specificationsSchema.parse(specs)).toEqual(specs);
  });
  it('bounds the nesting of specifications', () => {
    expect(specificationsSchema.safeParse({ a: { b: { c: { d: { e: 'deep' } } } } }).success).toBe(false);
    const wide = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    expect(specificationsSchema.safeParse(wide).success).toBe(false);
  });
  it('stored equipment may carry Poor; the add form may not', () => {
    const stored = {
      id: 'q1',
      name: 'Bar',
      category: 'Free Weights',
      subcategory: 'Barbells',
      status: 'Poor',
      availability: { always: true, timeRestrictions: [], notes: '' },
      specifications: specs,
      imageUrl: '',
      description: '',
    };
    expect(equipmentSchema.safeParse(stored).success).toBe(true);
    expect(equipmentInputSchema.safeParse({ ...stored, status: 'Poor' }).success).toBe(false);
  });
  it("requires name, category and subcategory with the spec's messages", () => {
    const result = equipmentInputSchema.safeParse({ name: ' ', category: '', subcategory: '' });
    expect(messages(result)).toEqual([
      EQUIPMENT_MESSAGES.nameRequired,
      EQUIPMENT_MESSAGES.categoryRequired,
      EQUIPMENT_MESSAGES.subcategoryRequired,
    ]);
    expect(EQUIPMENT_MESSAGES).toEqual({
      nameRequired: 'Equipment name is required',
      categoryRequired: 'Category is required',
      subcategoryRequired: 'Subcategory is required',
    });
  });
  it('add defaults: Excellent, always available, empty image, description and time restrictions (spec §3, §4)', () => {
    const parsed = equipmentInputSchema.parse({
      name: 'Bar',
      category: 'Free Weights',
      subcategory: 'Barbells',
    });
    expect(parsed).toMatchObject({
      status: 'Excellent',
      availability: { always: true, timeRestrictions: [], notes: '' },
      imageUrl: '',
      description: '',
      specifications: {},
    });
    expect(addUserEquipmentInputSchema.safeParse({ equipment: [] }).success).toBe(false);
  });
  it('the default catalogue matches its schema (categories with subcategories)', () => {
    expect(defaultEquipmentDataSchema.parse(DEFAULT_EQUIPMENT_DATA).categories.length).toBeGreaterThan(0);
    const categories = new Map(DEFAULT_EQUIPMENT_DATA.categories.map((c) => [c.name, c.subcategories]));
    for (const item of DEFAULT_EQUIPMENT_DATA.equipment) {
      expect(categories.get(item.category)).toContain(item.subcategory);
    }
  });
});

describe('goal schemas (spec §3, §4)', () => {
  const goal = {
    id: 'g1',
    userId: 'u1',
    title: 'Squat 300',
    type: 'strength',
    description: '',
    targetValue: 300,
    currentValue: 250,
    unit: 'lbs',
    targetDate: '2024-12-31',
    progress: 83.3,
    status: 'active',
    _metadata: { updatedAt: NOW },
  };
  it('accepts a stored goal and bounds progress to 0..100', () => {
    expect(goalSchema.parse(goal).title).toBe('Squat 300');
    expect(goalSchema.safeParse({ ...goal, progress: 101 }).success).toBe(false);
  });
  it('input defaults: type strength, status active (spec §4)', () => {
    const parsed = goalInputSchema.parse({ title: 'Run', targetValue: 5, targetDate: '2024-12-31' });
    expect(parsed).toMatchObject({ type: 'strength', status: 'active', unit: '', description: '' });
    expect(goalInputSchema.safeParse({ title: '', targetValue: 5, targetDate: '2024-12-31' }).success).toBe(
      false,
    );
  });
});

describe('program schemas (spec §3, §9)', () => {
  it('defaults: training days 3, session 60, sleep 7, stress 5, nothing chosen', () => {
    const data = defaultProgramData();
    expect(data).toMatchObject({
      primaryGoals: [],
      trainingDays: 3,
      sessionDuration: 60,
      preferredDays: [],
      constraints: '',
      returnFromBreak: { isReturning: false },
      strengthLevels: {
        squat: '',
        benchPress: '',
        deadlift: '',
        overheadPress: '',
        canBenchBodyweight: false,
      },
      recovery: { sleepQuality: 7, stressLevel: 5, otherActivities: '', recoveryMethods: '' },
      trainingPreferences: { preferredRepRanges: [] },
    });
    expect(data.experienceLevel).toBeUndefined();
    expect(data.physicalConsiderations.ageRange).toBeUndefined();
    expect(data.progression).toEqual({});
  });
  it('each call returns a fresh object', () => {
    const a = defaultProgramData();
    a.primaryGoals.push('strength');
    expect(defaultProgramData().primaryGoals).toEqual([]);
  });
  it('primary goals max 2, training days 1-7, sleep and stress 1-10 (spec §3)', () => {
    expect(
      programDataSchema.safeParse({ primaryGoals: ['strength', 'hypertrophy', 'fat-loss'] }).success,
    ).toBe(false);
    expect(programDataSchema.safeParse({ trainingDays: 0 }).success).toBe(false);
    expect(programDataSchema.safeParse({ trainingDays: 8 }).success).toBe(false);
    expect(programDataSchema.safeParse({ recovery: { sleepQuality: 11 } }).success).toBe(false);
    expect(programDataSchema.safeParse({ recovery: { stressLevel: 0 } }).success).toBe(false);
    expect(programDataSchema.parse({ recovery: { sleepQuality: 9 } }).recovery.stressLevel).toBe(5);
  });
  it('session duration is one of 30, 45, 60, 75, 90+ (spec §9)', () => {
    for (const minutes of [30, 45, 60, 75, 90]) {
      expect(programDataSchema.safeParse({ sessionDuration: minutes }).success).toBe(true);
    }
    expect(programDataSchema.safeParse({ sessionDuration: 50 }).success).toBe(false);
    expect(programDataSchema.safeParse({ sessionDuration: 120 }).success).toBe(false);
  });
  it('time off is one of the four spec choices', () => {
    expect(
      programDataSchema.safeParse({ returnFromBreak: { isReturning: true, timeOff: '1+ years' } }).success,
    ).toBe(true);
    expect(
      programDataSchema.safeParse({ returnFromBreak: { isReturning: true, timeOff: '2 weeks' } }).success,
    ).toBe(false);
  });
  const plan = {
    programName: 'Base Strength',
    description: 'Four weeks',
    duration: 4,
    totalWorkouts: 1,
    progressionGuidelines: 'Add 5 lbs',
    notes: ['Warm up'],
    workoutSchedule: [
      {
        weekNumber: 1,
        dayNumber: 1,
        dayName: 'Monday',
        workout: {
          name: 'Squat Day',
          duration: 60,
          difficulty: 'Intermediate',
          notes: '',
          exercises: [
            { id: 'x1', name: 'Squat', sets: 5, reps: '5', weight: '225', rest: '180 seconds', notes: '' },
          ],
        },
      },
    ],
  };
  it('accepts a generated plan and a strength plan with or without it', () => {
    expect(generatedPlanSchema.parse(plan).duration).toBe(4);
    const base = { planId: 'p1', programData: {}, status: 'draft', createdAt: NOW, updatedAt: NOW };
    expect(strengthPlanSchema.parse(base).programData.trainingDays).toBe(3);
    expect(
      strengthPlanSchema.parse({ ...base, generatedPlan: plan, status: 'generated' }).generatedPlan,
    ).toBeTruthy();
    expect(strengthPlanSchema.safeParse({ ...base, status: 'completed' }).success).toBe(false);
    expect(strengthPlanUpdateSchema.parse({ status: 'active' })).toEqual({ status: 'active' });
    expect(generateStrengthPlanInputSchema.parse({ planId: 'p1' }).planId).toBe('p1');
  });
});

describe('AI schemas (spec §3, §5)', () => {
  it('alternative exercise has a reason', () => {
    const alt = { name: 'Goblet Squat', sets: 3, reps: '10', weight: '50', notes: '', reason: 'No rack' };
    expect(alternativeExerciseSchema.parse(alt).reason).toBe('No rack');
  });
  it('generated workout exercises may lack ids', () => {
    const generated = {
      name: 'Full Body',
      duration: 45,
      difficulty: 'Beginner',
      notes: '',
      exercises: [{ name: 'Push-up', reps: '10' }],
    };
    expect(generatedWorkoutSchema.parse(generated).exercises[0]?.sets).toBe(3);
  });
  it('the prompt must not be blank (spec §5)', () => {
    expect(generateWorkoutInputSchema.safeParse({ prompt: '  ', userEquipment: [] }).success).toBe(false);
    expect(generateWorkoutInputSchema.safeParse({ prompt: 'legs', userEquipment: [] }).success).toBe(true);
  });
  it('image result confidence is 0-1 and the count is a whole number', () => {
    const item = {
      id: 'i1',
      name: 'Dumbbell',
      status: 'Good',
      category: 'Free Weights',
      subcategory: 'Dumbbells',
      description: '',
      specifications: { weight: { min: 5, max: 50, unit: 'lbs' } },
      availability: { always: true, timeRestrictions: [], notes: '' },
    };
    expect(
      equipmentImageResultSchema.safeParse({ equipment: [item], confidence: 0.8, summary: '' }).success,
    ).toBe(true);
    expect(
      equipmentImageResultSchema.safeParse({ equipment: [], confidence: 1.2, summary: '' }).success,
    ).toBe(false);
    expect(imageCountSchema.safeParse({ count: -1 }).success).toBe(false);
  });
});

describe('auth user schema (spec §3)', () => {
  const user = {
    uid: 'u1',
    email: 'ada@example.com',
    displayName: 'Ada',
    photoURL: null,
    emailVerified: true,
    createdAt: NOW,
    lastSignInAt: NOW,
  };
  it('has displayName, email, photoURL, uid, emailVerified, creation and last sign-in times', () => {
    expect(authUserSchema.parse(user)).toEqual(user);
    expect(authUserSchema.safeParse({ ...user, displayName: null }).success).toBe(true);
    expect(authUserSchema.safeParse({ ...user, lastSignInAt: 'yesterday' }).success).toBe(false);
    expect(authUserSchema.safeParse({ ...user, email: `${'a'.repeat(320)}@x.io` }).success).toBe(false);
  });
});
