/** Option lists of the exercise catalogue. Values are stored slugs; labels are what a screen shows. */

export const MOVEMENT_PATTERNS = [
  'squat',
  'hinge',
  'lunge',
  'horizontal-push',
  'vertical-push',
  'horizontal-pull',
  'vertical-pull',
  'carry',
  'core',
  'isolation',
  'olympic',
  'plyometric',
  'conditioning',
] as const;
export type MovementPattern = (typeof MOVEMENT_PATTERNS)[number];

export const MOVEMENT_PATTERN_LABELS: Record<MovementPattern, string> = {
  squat: 'Squat',
  hinge: 'Hinge',
  lunge: 'Lunge',
  'horizontal-push': 'Horizontal Push',
  'vertical-push': 'Vertical Push',
  'horizontal-pull': 'Horizontal Pull',
  'vertical-pull': 'Vertical Pull',
  carry: 'Carry',
  core: 'Core',
  isolation: 'Isolation',
  olympic: 'Olympic & Power',
  plyometric: 'Plyometric',
  conditioning: 'Conditioning',
};

export const MUSCLES = [
  'quads',
  'hamstrings',
  'glutes',
  'adductors',
  'abductors',
  'calves',
  'hip-flexors',
  'chest',
  'front-delts',
  'side-delts',
  'rear-delts',
  'lats',
  'upper-back',
  'traps',
  'lower-back',
  'biceps',
  'triceps',
  'forearms',
  'abs',
  'obliques',
] as const;
export type Muscle = (typeof MUSCLES)[number];

export const MUSCLE_LABELS: Record<Muscle, string> = {
  quads: 'Quadriceps',
  hamstrings: 'Hamstrings',
  glutes: 'Glutes',
  adductors: 'Adductors',
  abductors: 'Abductors',
  calves: 'Calves',
  'hip-flexors': 'Hip Flexors',
  chest: 'Chest',
  'front-delts': 'Front Delts',
  'side-delts': 'Side Delts',
  'rear-delts': 'Rear Delts',
  lats: 'Lats',
  'upper-back': 'Upper Back',
  traps: 'Traps',
  'lower-back': 'Lower Back',
  biceps: 'Biceps',
  triceps: 'Triceps',
  forearms: 'Forearms',
  abs: 'Abs',
  obliques: 'Obliques',
};

export const EXERCISE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type ExerciseLevel = (typeof EXERCISE_LEVELS)[number];

export const EXERCISE_LEVEL_LABELS: Record<ExerciseLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** How an exercise's set is counted: repetitions, seconds held, or metres carried. */
export const EXERCISE_MEASURES = ['reps', 'seconds', 'metres'] as const;
export type ExerciseMeasure = (typeof EXERCISE_MEASURES)[number];

/**
 * How an exercise is dosed: 'main' lifts (multi-joint) take the goal's loading; 'accessory' work (isolation and
 * assistance) and 'core' work (trunk work, planks and other holds) have their own rest ranges; 'conditioning' is
 * intervals. Whether an exercise is unloaded is read from its equipment, not stored.
 */
export const EXERCISE_CLASSES = ['main', 'accessory', 'core', 'conditioning'] as const;
export type ExerciseClass = (typeof EXERCISE_CLASSES)[number];
