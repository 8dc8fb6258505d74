import { describe, expect, it } from 'vitest';
import type { GeneratedPlan, PlanExercise } from '../programs/schema.ts';
import { programDataSchema } from '../programs/schema.ts';
import { equipmentNamed } from '../test-support/coach-arbitraries.ts';
import type { GeneratedWorkout } from '../workouts/ai-schema.ts';
import { coachChecker } from './checker.ts';

const gym = equipmentNamed('Olympic Barbell', 'Power Rack', 'Flat Bench', 'Pull-up Bar');
const messages = (problems: { message: string }[]) => problems.map((problem) => problem.message);

describe('checkWorkout', () => {
  const request = { prompt: '30 min strength, bad knee', equipment: gym };
  const workout = (exercises: GeneratedWorkout['exercises'], duration = 30): GeneratedWorkout => ({
    name: 'W',
    duration,
    difficulty: 'Intermediate',
    notes: '',
    exercises,
  });

  it('accepts a workout inside the guidance', () => {
    const answer = workout([{ name: 'Bench Press', sets: 3, reps: '5', notes: 'Rest 3 min between sets.' }]);
    expect(coachChecker.checkWorkout(answer, request)).toEqual([]);
  });

  it('names each problem: unknown name, equipment, avoided movement, bounds, reps, length', () => {
    const answer = workout(
      [
        { name: 'Zorbing', sets: 3, reps: '5' },
        { name: 'Dumbbell Curl', sets: 3, reps: '10', notes: 'Rest 60 s.' },
        { name: 'Reverse Lunge', sets: 3, reps: '5', notes: 'Rest 3 min.' },
        { name: 'Deadlift', sets: 3, reps: '15', notes: 'Rest 3 min.' },
        { name: 'Pull-Up', sets: 3, reps: 'AMRAP' },
        { name: 'Bench Press', sets: 3, reps: '30 s' },
        { name: 'Overhead Press', sets: 10, reps: '5', notes: 'rest: 1:30' },
      ],
      45,
    );
    expect(messages(coachChecker.checkWorkout(answer, request))).toEqual([
      "'Zorbing' is not an exercise of the catalogue.",
      'Dumbbell Curl needs equipment the athlete does not have: Hex Dumbbell Set.',
      'Reverse Lunge is ruled out: the athlete must avoid lunges and split squats (step-ups too).',
      'Deadlift: 3 × 15 is outside the guidance (strength: 2–6 sets of 1–6 reps, rest 120–300 s).',
      "The reps of Pull-Up ('AMRAP') are not a number or a range.",
      'Bench Press needs a number of reps, not a time or a distance.',
      'Overhead Press: 10 × 5 is outside the guidance (strength: 2–6 sets of 1–6 reps, rest 120–300 s).',
      'The workout lasts 45 minutes; the prompt asks for 30.',
      'The sets and rests take about 65 minutes, more than the 45 minutes planned.',
    ]);
  });

  it('takes assistance exercises of a strength workout at hypertrophy loading', () => {
    const answer = workout([{ name: 'Plank', sets: 3, reps: '30 s', notes: 'Rest 60 s.' }]);
    expect(coachChecker.checkWorkout(answer, request)).toEqual([]);
    const tooLong = workout([{ name: 'Plank', sets: 3, reps: '30 s', notes: 'Rest 6 min.' }]);
    expect(messages(coachChecker.checkWorkout(tooLong, request))).toEqual([
      'Plank: 3 × 30 s is outside the guidance (strength: 2–6 sets of 1–6 reps, rest 120–300 s; hypertrophy: 3–6 sets of 6–12 reps, rest 30–90 s).',
    ]);
  });

  it('allows no equipment when the prompt says bodyweight', () => {
    const answer = workout([{ name: 'Bench Press', sets: 3, reps: '5', notes: 'Rest 3 min.' }]);
    expect(
      messages(coachChecker.checkWorkout(answer, { prompt: 'bodyweight strength', equipment: gym })),
    ).toEqual([
      'Bench Press needs equipment the athlete does not have: Olympic Barbell, Flat Bench, Power Rack.',
    ]);
  });

  it('refuses an empty workout', () => {
    expect(messages(coachChecker.checkWorkout(workout([]), request))).toEqual([
      'The workout has no exercises.',
    ]);
  });
});

describe('checkPlan', () => {
  const programData = programDataSchema.parse({
    primaryGoals: ['hypertrophy'],
    trainingDays: 2,
    sessionDuration: 30,
    physicalConsiderations: { movementsToAvoid: 'no overhead work' },
  });
  const request = { programData, equipment: gym };
  const bench: PlanExercise = {
    id: 'e',
    name: 'Bench Press',
    sets: 3,
    reps: '8-10',
    weight: '',
    rest: '90 s',
    notes: '',
  };
  const entry = (weekNumber: number, dayNumber: number, exercises = [bench], duration = 30) => ({
    weekNumber,
    dayNumber,
    dayName:
      (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const)[
        dayNumber - 1
      ] ?? 'Monday',
    workout: { name: 'Day', duration, difficulty: 'Beginner' as const, notes: '', exercises },
  });
  const plan = (
    workoutSchedule: GeneratedPlan['workoutSchedule'],
    extra: Partial<GeneratedPlan> = {},
  ): GeneratedPlan => ({
    programName: 'P',
    description: '',
    duration: 1,
    totalWorkouts: workoutSchedule.length,
    progressionGuidelines: '',
    notes: [],
    workoutSchedule,
    ...extra,
  });

  it('accepts a plan inside the rules', () => {
    expect(coachChecker.checkPlan(plan([entry(1, 1), entry(1, 4)]), request)).toEqual([]);
  });

  it('checks the schedule: total, weeks, day names, days per week, one workout a day', () => {
    const wrongName = { ...entry(2, 1), dayName: 'Friday' as const };
    const answer = plan([entry(1, 1), entry(1, 1), wrongName, entry(3, 2)], {
      duration: 2,
      totalWorkouts: 9,
    });
    expect(messages(coachChecker.checkPlan(answer, request))).toEqual([
      'totalWorkouts is 9 but the schedule holds 4 workouts.',
      'Day 1 is Monday, not Friday.',
      "Week 3 is past the plan's 2 weeks.",
      'Week 1 has two workouts on the same day.',
      'Week 2 has 1 workouts; the athlete trains 2 days a week.',
    ]);
  });

  it('checks session length, rest, avoided movements and weekly sets per muscle', () => {
    const long = Array.from({ length: 3 }, () => ({ ...bench, sets: 6 }));
    const press: PlanExercise = { ...bench, name: 'Overhead Press', rest: 'a while' };
    const answer = plan([entry(1, 1, long, 45), entry(1, 2, [press], 5)]);
    expect(messages(coachChecker.checkPlan(answer, request))).toEqual([
      "The workout lasts 45 minutes; the athlete's sessions are 30 minutes.",
      'Overhead Press is ruled out: the athlete must avoid overhead work (presses and anything held overhead).',
      "The rest of Overhead Press is not a time such as '90 s' or '2 min'.",
      'The sets and rests take about 6 minutes, more than the 5 minutes planned.',
    ]);
  });

  it('counts sets per primary muscle over the week', () => {
    const chest = Array.from({ length: 4 }, () => ({ ...bench, sets: 3 }));
    const answer = plan([entry(1, 1, chest, 90), entry(1, 2, chest, 90)]);
    const open = { ...request, programData: { ...programData, sessionDuration: 90 as const } };
    expect(messages(coachChecker.checkPlan(answer, open))).toEqual([
      'Week 1 gives the chest 24 sets, more than 20 a week.',
    ]);
  });
});

describe('checkAlternatives', () => {
  const request = { exercise: { name: 'Bench Press', sets: 3, reps: '5' }, equipment: gym };
  const alternative = { name: 'Push-Up', sets: 3, reps: '5', weight: '', notes: '', reason: 'Same push.' };

  it('accepts three doable alternatives of the same movement and muscles', () => {
    const answer = ['Push-Up', 'Floor Press', 'Paused Bench Press'].map((name) => ({ ...alternative, name }));
    expect(coachChecker.checkAlternatives(answer, request)).toEqual([]);
  });

  it('names unknown, undoable, unrelated and unexplained alternatives', () => {
    const answer = [
      { ...alternative, name: 'Zorbing' },
      { ...alternative, name: 'Dumbbell Bench Press' },
      { ...alternative, name: 'Pull-Up' },
      { ...alternative, reason: ' ' },
    ];
    expect(messages(coachChecker.checkAlternatives(answer, request))).toEqual([
      "'Zorbing' is not an exercise of the catalogue.",
      'Dumbbell Bench Press needs equipment the athlete does not have: Hex Dumbbell Set.',
      'Pull-Up cannot replace Bench Press: it is another movement.',
      'Each alternative needs a reason.',
      "Only 0 usable alternative(s) to Bench Press: fewer than 3 when 5 were possible with the athlete's equipment.",
    ]);
    expect(
      coachChecker.checkAlternatives(answer, request).every((p) => ['form', 'alternatives'].includes(p.rule)),
    ).toBe(true);
  });
});
