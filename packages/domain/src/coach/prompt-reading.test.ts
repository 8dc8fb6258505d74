import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT_DATA } from '../equipment/default-data.ts';
import { findExercise } from '../exercises/search.ts';
import { userItem } from '../test-support/coach-arbitraries.ts';
import { avoidanceReason, NO_AVOIDANCE } from './avoidance.ts';
import { createBuiltInCoach } from './built-in.ts';
import { coachChecker } from './checker.ts';
import { readWorkoutPrompt } from './prompt-reading.ts';
import { TRAINING_DAY_TEMPLATES } from './training-days.ts';

const fullGym = DEFAULT_EQUIPMENT_DATA.equipment.map(userItem);
const focusOf = (prompt: string) => {
  const { session, muscles, goal, gear } = readWorkoutPrompt(prompt);
  return { session, muscles, goal, gear };
};

describe('readWorkoutPrompt: what to leave out is not the focus', () => {
  it("reads 'an hour legs endurance with bands, no push-ups'", () => {
    const reading = readWorkoutPrompt('an hour legs endurance with bands, no push-ups');
    expect(reading).toMatchObject({
      minutes: 60,
      statedMinutes: 60,
      session: 'legs',
      muscles: [],
      goal: 'endurance',
      gear: ['resistance bands', 'mini bands'],
      bodyweightOnly: false,
    });
    expect([...reading.avoidance.families]).toEqual(['push-up']);
  });

  it("reads 'legs … no pull-ups' as a legs session avoiding pull-ups", () => {
    for (const prompt of [
      'legs … no pull-ups',
      'legs no pull-ups',
      'legs, without pull ups',
      'leg day - no chin-ups',
    ]) {
      const reading = readWorkoutPrompt(prompt);
      expect(reading.session, prompt).toBe('legs');
      expect([...reading.avoidance.families], prompt).toEqual(['pull-up']);
    }
  });

  it('reads the focus only outside no/without/avoid/skip/except/not clauses', () => {
    expect(focusOf('push day but not bench')).toMatchObject({ session: 'push' });
    expect([...readWorkoutPrompt('push day but not bench').avoidance.families]).toEqual(['bench-press']);
    expect(focusOf('pull day, skip rows')).toMatchObject({ session: 'pull' });
    expect(focusOf('full body except squats')).toMatchObject({ session: 'full' });
    expect(focusOf("chest and triceps, don't want dips")).toMatchObject({ muscles: ['chest', 'triceps'] });
    expect(focusOf('back and biceps, no heavy lifting')).toMatchObject({ goal: 'general-fitness' });
    expect(focusOf('upper body, nothing too intense').session).toBe('upper');
    expect(readWorkoutPrompt('upper body, nothing too intense').difficulty).toBe('Intermediate');
    expect(focusOf('legs without a barbell').gear).toEqual([]);
    expect(readWorkoutPrompt('no more than 30 minutes of legs')).toMatchObject({
      minutes: 30,
      session: 'legs',
    });
    expect(focusOf('legs with dumbbells, avoid lunges')).toMatchObject({
      session: 'legs',
      gear: ['hex dumbbell set'],
    });
  });

  it('reads injury clauses as avoidance, not focus', () => {
    const reading = readWorkoutPrompt('shoulder pain, chest workout');
    expect(reading.muscles).toEqual(['chest']);
    expect([...reading.avoidance.families]).toEqual(['overhead', 'upright-row', 'dip']);
    const knee = readWorkoutPrompt('leg day with knee pain');
    expect(knee.session).toBe('legs');
    expect([...knee.avoidance.families]).toEqual(['lunge', 'deep-squat', 'jump']);
    expect(readWorkoutPrompt('30 min strength, bad knee').goal).toBe('strength');
    // A disc is an injury however it is said: a bulge leaves out what a herniation does.
    const bulge = readWorkoutPrompt('pull day 1.5 hours toning barbell disc bulge, no bending');
    expect([...bulge.avoidance.families]).toEqual(expect.arrayContaining(['bent-over-row', 'crunch']));
    // An injury said in the same breath as the day leaves the day asked for.
    expect(bulge.session).toBe('pull');
    const disc = readWorkoutPrompt('push day 45 min herniated disc');
    expect(disc.session).toBe('push');
    expect([...disc.avoidance.families]).toEqual(expect.arrayContaining(['crunch']));
    const back = readWorkoutPrompt('chest 30 min lower back pain');
    expect(back.muscles).toEqual(['chest']);
    expect(back.avoidance.labels.length).toBeGreaterThan(0);
  });

  it("still reads 'no equipment' as bodyweight, and avoids nothing for it", () => {
    for (const prompt of ['no equipment, full body', 'full body without equipment', 'bodyweight only']) {
      const reading = readWorkoutPrompt(prompt);
      expect(reading.bodyweightOnly, prompt).toBe(true);
      expect(reading.gear, prompt).toEqual([]);
      expect(reading.avoidance, prompt).toBe(NO_AVOIDANCE);
    }
  });
});

describe('workouts from a prompt train the focus and leave out what was asked', () => {
  it("'an hour legs endurance with bands, no push-ups' is a legs workout", async () => {
    const request = { prompt: 'an hour legs endurance with bands, no push-ups', equipment: fullGym };
    const { value } = await createBuiltInCoach({ seed: 3 }).generateWorkout(request);
    expect(value.name).toBe(`60-Minute ${TRAINING_DAY_TEMPLATES.legs.name} Muscular Endurance Workout`);
    const patterns = value.exercises.map((exercise) => findExercise(exercise.name)?.pattern);
    expect(patterns).toContain('squat');
    expect(patterns).not.toContain('horizontal-push');
    expect(coachChecker.checkWorkout(value, request)).toEqual([]);
  });

  it("'push, no push-ups' never gives a push-up (the Pike Push-Up neither), at home or in a gym", async () => {
    const reading = readWorkoutPrompt('push, no push-ups');
    for (const equipment of [[], fullGym]) {
      for (let seed = 0; seed < 20; seed++) {
        const { value } = await createBuiltInCoach({ seed }).generateWorkout({
          prompt: 'push, no push-ups',
          equipment,
        });
        for (const exercise of value.exercises) {
          const entry = findExercise(exercise.name);
          expect(entry && avoidanceReason(entry, reading.avoidance), exercise.name).toBeUndefined();
        }
      }
    }
  });

  it('the checker refuses an avoided family in a model answer', () => {
    const request = { prompt: 'core, no crunches or sit-ups', equipment: [] };
    const workout = {
      name: 'Core',
      // Three sets with their warm-up and rests take about 10 minutes: the length is right, only the family is not.
      duration: 10,
      difficulty: 'Intermediate' as const,
      notes: '',
      exercises: [{ name: 'Bicycle Crunch', sets: 3, reps: '12', notes: 'Rest 60 s between sets.' }],
    };
    expect(coachChecker.checkWorkout(workout, request)).toEqual([
      {
        path: 'exercises.0.name',
        rule: 'avoidance',
        message: 'Bicycle Crunch is ruled out: the athlete must avoid crunches and sit-ups.',
        exercise: 'Bicycle Crunch',
      },
    ]);
  });
});
