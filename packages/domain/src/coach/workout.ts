import { MOVEMENT_PATTERNS, MUSCLE_LABELS, type Muscle } from '../exercises/options.ts';
import type { ExerciseCatalogEntry } from '../exercises/schema.ts';
import type { GeneratedWorkout } from '../workouts/ai-schema.ts';
import type { WorkoutDifficulty } from '../workouts/options.ts';
import { GOAL_GUIDANCE } from './guidance.ts';
import { exercisePool } from './pool.ts';
import type { AvailableEquipment } from './port.ts';
import { effortNote, prescribe, prescriptionSeconds, type WeekPhase } from './prescription.ts';
import type { Random } from './prng.ts';
import { readWorkoutPrompt, type WorkoutPromptReading } from './prompt.ts';
import { selectExercises } from './selection.ts';
import { SESSION_TEMPLATES, type Slot } from './sessions.ts';

export const MAX_WORKOUT_EXERCISES = 10;

/** How a workout's name calls the muscles a prompt names (the prompt's words, not the catalogue's). */
const MUSCLE_GROUP_NAMES: Partial<Record<Muscle, string>> & Record<Muscle, string> = {
  ...MUSCLE_LABELS,
  lats: 'Back',
  'upper-back': 'Back',
  'front-delts': 'Shoulders',
  'side-delts': 'Shoulders',
  'rear-delts': 'Shoulders',
  abs: 'Core',
  obliques: 'Core',
};

const EXTRA_SETS: Record<WorkoutDifficulty, number> = { Beginner: 0, Intermediate: 1, Advanced: 2 };
const COMPOUND_PATTERNS = MOVEMENT_PATTERNS.filter(
  (pattern) => !['isolation', 'core', 'carry', 'conditioning', 'olympic', 'plyometric'].includes(pattern),
);

/** Slots for named muscles: a compound then an isolation exercise for each. */
function muscleSlots(muscles: readonly Muscle[]): Slot[] {
  const compound = muscles.map((muscle) => ({ patterns: COMPOUND_PATTERNS, muscles: [muscle] }));
  const isolation = muscles.map((muscle) => ({
    patterns: ['isolation', 'core'] as const,
    muscles: [muscle],
  }));
  return [...compound, ...isolation];
}

function slotsFor(reading: WorkoutPromptReading): readonly Slot[] {
  const session = reading.session ? SESSION_TEMPLATES[reading.session].slots : [];
  const named = muscleSlots(reading.muscles);
  if (session.length === 0 && named.length === 0) return SESSION_TEMPLATES.full.slots;
  return [...named, ...session];
}

function nameOf(reading: WorkoutPromptReading): string {
  const focus = reading.session
    ? SESSION_TEMPLATES[reading.session].name
    : reading.muscles.length > 0
      ? [...new Set(reading.muscles.map((muscle) => MUSCLE_GROUP_NAMES[muscle]))].join(' & ')
      : 'Full Body';
  const goal = GOAL_GUIDANCE[reading.goal].label.replace(/\b\w/g, (c) => c.toUpperCase());
  return `${reading.minutes}-Minute ${focus} ${goal} Workout`;
}

export function buildWorkout(
  prompt: string,
  equipment: AvailableEquipment,
  random: Random,
): GeneratedWorkout {
  const reading = readWorkoutPrompt(prompt);
  const pool = exercisePool(reading.bodyweightOnly ? [] : equipment, reading.avoidance, {
    power: reading.goal === 'power',
    maxLevel: reading.difficulty === 'Advanced' ? 'advanced' : 'intermediate',
  });
  const phase: WeekPhase = {
    repIndex: 1,
    loadSteps: 0,
    loadStepPercent: 0,
    extraSets: EXTRA_SETS[reading.difficulty],
    light: false,
  };
  const prescriptionOf = (entry: ExerciseCatalogEntry) => prescribe(entry, reading.goal, phase, undefined);
  const gear = new Set(reading.gear);
  const usesGear = (entry: ExerciseCatalogEntry) =>
    entry.equipment.some((item) => gear.has(item.toLowerCase()));
  const chosen = selectExercises({
    pool,
    slots:
      reading.goal === 'power'
        ? [{ patterns: ['olympic', 'plyometric'] }, ...slotsFor(reading)]
        : slotsFor(reading),
    budgetSeconds: reading.minutes * 60,
    maxExercises: MAX_WORKOUT_EXERCISES,
    cost: (entry) => {
      const prescription = prescriptionOf(entry);
      return { seconds: prescriptionSeconds(prescription), sets: prescription.sets };
    },
    weeklySets: new Map(),
    usedThisWeek: new Set(),
    random,
    // The gear the prompt names first; otherwise equipment-free exercises last, so the athlete's gear gets used.
    // A beginner's workout takes beginner-level exercises before harder ones of the same standing.
    rank: (entry) =>
      (gear.size > 0 ? (usesGear(entry) ? 0 : 2) : entry.equipment.length === 0 ? 2 : 0) +
      (reading.difficulty === 'Beginner' && entry.level !== 'beginner' ? 1 : 0),
  });
  return {
    name: nameOf(reading),
    duration: reading.minutes,
    difficulty: reading.difficulty,
    notes: `Built from your prompt for ${GOAL_GUIDANCE[reading.goal].label}. Warm up first with lighter sets.`,
    exercises: chosen.map((entry) => {
      const prescription = prescriptionOf(entry);
      const load = entry.equipment.length === 0 ? '' : ` ${effortNote(prescription)}`;
      return {
        name: entry.name,
        sets: prescription.sets,
        reps: prescription.reps,
        weight: prescription.weight,
        notes: `Rest ${prescription.rest} between sets.${load}`,
      };
    }),
  };
}
