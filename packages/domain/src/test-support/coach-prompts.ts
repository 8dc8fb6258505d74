/**
 * Workout prompts as athletes type them, for the coach report and its test (issue 16, point 8): durations written
 * every way, a focus, a goal, gear, and 'no …'/'without …' clauses that must be read as avoidance, not focus.
 */
export const COACH_PROMPTS: readonly string[] = [
  '45 min upper body strength with dumbbells',
  'an hour legs endurance with bands, no push-ups',
  '30 minute full body workout',
  'legs and glutes 45 min, no pull-ups',
  'quick 20 min core',
  '90 minute push day for hypertrophy',
  '1 hour pull workout, bad shoulder',
  'half an hour arms pump',
  'chest and triceps 60 min without bench press',
  'back and biceps, 50 minutes',
  '75 min lower body strength, avoid deadlifts',
  'beginner full body 40 min no equipment',
  'advanced 60 min shoulders, no overhead pressing',
  'explosive athletic 45 min, knee pain - no jumping',
  'hamstrings and calves 30 min',
  '45 min upper body with kettlebells',
  'bodyweight circuit 30 minutes',
  '60 min general fitness',
  'heavy squat day 75 minutes',
  'fat loss 45 min full body, skip burpees',
];
