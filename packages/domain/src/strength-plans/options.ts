/** Spec §3/§9 program wizard and plan option lists. Values are what is stored; labels are what the wizard shows. */

export const PLAN_STATUSES = ['draft', 'generated', 'active'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Starting a plan while another has scheduled workouts ahead: keep them, or remove them. */
export const REPLACE_PREVIOUS_CHOICES = ['keep', 'remove'] as const;
export type ReplacePrevious = (typeof REPLACE_PREVIOUS_CHOICES)[number];

export const AGE_RANGES = ['18-25', '26-35', '36-45', '46-55', '56-65', '65+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export const PRIMARY_GOALS = [
  { value: 'hypertrophy', label: 'Build muscle mass (hypertrophy)' },
  { value: 'strength', label: 'Increase strength (powerlifting/general strength)' },
  { value: 'athletic-performance', label: 'Improve athletic performance (power, explosiveness)' },
  { value: 'fat-loss', label: 'Fat loss/body recomposition' },
  { value: 'general-fitness', label: 'General fitness and health' },
  { value: 'endurance-strength', label: 'Endurance strength' },
  { value: 'rehabilitation', label: 'Rehabilitation/injury prevention' },
] as const;
export type PrimaryGoal = (typeof PRIMARY_GOALS)[number]['value'];
export const PRIMARY_GOAL_VALUES = PRIMARY_GOALS.map((goal) => goal.value) as [PrimaryGoal, ...PrimaryGoal[]];

export const EXPERIENCE_LEVELS = [
  { value: 'beginner', label: 'Beginner (0-6 months)' },
  { value: 'novice', label: 'Novice (6 months - 2 years)' },
  { value: 'intermediate', label: 'Intermediate (2-5 years)' },
  { value: 'advanced', label: 'Advanced (5+ years)' },
  { value: 'returning', label: 'Returning after break' },
] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]['value'];
export const EXPERIENCE_LEVEL_VALUES = EXPERIENCE_LEVELS.map((level) => level.value) as [
  ExperienceLevel,
  ...ExperienceLevel[],
];

export const TIME_OFF_OPTIONS = ['1-3 months', '3-6 months', '6-12 months', '1+ years'] as const;
export type TimeOff = (typeof TIME_OFF_OPTIONS)[number];

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const REP_RANGES = ['Strength (1-5 reps)', 'Hypertrophy (8-12 reps)', 'Endurance (15+ reps)'] as const;
export type RepRange = (typeof REP_RANGES)[number];

export const TRAINING_STYLES = [
  'full-body',
  'upper-lower',
  'push-pull-legs',
  'body-part',
  'no-preference',
] as const;
export type TrainingStyle = (typeof TRAINING_STYLES)[number];

export const EXERCISE_TYPES = ['compound-focus', 'balanced', 'isolation-focus', 'no-preference'] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];

export const TESTING_FREQUENCIES = ['weekly', 'bi-weekly', 'monthly', 'quarterly', 'rarely'] as const;
export type TestingFrequency = (typeof TESTING_FREQUENCIES)[number];

export const PROGRESSION_STYLES = ['gradual', 'moderate', 'aggressive', 'adaptive'] as const;
export type ProgressionStyle = (typeof PROGRESSION_STYLES)[number];

export const COMPLEXITY_COMFORT = ['simple', 'moderate', 'complex', 'advanced'] as const;
export type ComplexityComfort = (typeof COMPLEXITY_COMFORT)[number];

/** 90 stands for the '90+' choice (spec §9). */
export const SESSION_DURATIONS = [
  { value: 30, label: '30' },
  { value: 45, label: '45' },
  { value: 60, label: '60' },
  { value: 75, label: '75' },
  { value: 90, label: '90+' },
] as const;
export type SessionDuration = (typeof SESSION_DURATIONS)[number]['value'];
export const SESSION_DURATION_VALUES = SESSION_DURATIONS.map((duration) => duration.value) as [
  SessionDuration,
  ...SessionDuration[],
];
