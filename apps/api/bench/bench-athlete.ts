/**
 * The athlete the benchmarks load the server as: a user with a profile, nearly three years of training and a
 * session, written through the real queries into whichever database the server under test reads (a scratch file
 * for Node, sqld for the Worker), so each row is what the server would store.
 */
import { join } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { createDb, createQueries, type Queries } from '@liftwise/db';
import { applyMigrations } from '@liftwise/db/migrate';
import { createSignInSessionStore } from '../src/auth/sign-in-sessions.ts';

export const HISTORY_SIZE = 1000;

/**
 * Nearly three years of training for getWorkouts, the worst case for its reads: 1,000 planned workouts of 5
 * exercises, one a day, the last 15 still ahead; every past one finished, 15 of them twice, for 1,000 completed
 * workouts, so the streak runs back through the whole history.
 */
async function seedTrainingHistory(queries: Queries, userId: string) {
  const exercises = ['Back Squat', 'Bench Press', 'Barbell Row', 'Overhead Press', 'Romanian Deadlift'];
  const day = 86_400_000;
  const upcomingDays = 15;
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const start = today - (HISTORY_SIZE - upcomingDays) * day;
  const past: { id: string; at: number }[] = [];
  for (let i = 0; i < HISTORY_SIZE; i++) {
    const at = start + i * day;
    const workout = await queries.workouts.create(
      userId,
      {
        name: `Full Body ${i + 1}`,
        date: new Date(at).toISOString().slice(0, 10),
        time: '07:30',
        duration: 60,
        exercises: exercises.map((name) => ({ name, sets: 3, reps: '8-10', weight: '135', notes: 'Brace' })),
        status: 'scheduled',
        difficulty: 'Intermediate',
        notes: 'Keep rests at 90 s',
      },
      new Date(),
    );
    if (at < today) past.push({ id: workout.id, at });
  }
  const sessions = [...past, ...past.slice(-(HISTORY_SIZE - past.length))];
  for (const [i, { id: originalWorkoutId, at }] of sessions.entries()) {
    await queries.workouts.saveCompletedWorkout(
      userId,
      {
        name: `Full Body ${i + 1}`,
        date: new Date(at + (i < past.length ? 9 : 18) * 3_600_000).toISOString(),
        originalWorkoutId,
        actualExercises: exercises.map((name, index) => ({
          id: `exercise-${index}`,
          name,
          plannedSets: 3,
          plannedReps: '8-10',
          plannedWeight: '135',
          actualSets: [1, 2, 3].map((setNumber) => ({
            setNumber,
            actualWeight: 135,
            actualReps: '9',
            completed: true,
            notes: '',
          })),
          notes: '',
        })),
        duration: 3300,
        notes: '',
      },
      new Date(),
      'Europe/Paris',
    );
  }
}

/** The bench athlete in a migrated database: their id and a session token (the `session` cookie's value). */
export async function seedBenchAthlete(client: Client): Promise<{ userId: string; token: string }> {
  const queries = createQueries(createDb(client));
  const user = await queries.auth.upsertUserForIdentity(
    {
      provider: 'local',
      providerAccountId: 'bench@example.test',
      email: 'bench@example.test',
      displayName: 'Bench Athlete',
      photoUrl: null,
      emailVerified: true,
    },
    new Date(),
  );
  // getProfile then reads and validates a real row, as it does for a returning athlete.
  await queries.profiles.upsert(user.id, { sex: 'Male' }, new Date());
  await seedTrainingHistory(queries, user.id);
  const { token } = await createSignInSessionStore({
    queries: queries.auth,
    now: () => new Date(),
  }).createSignInSession(user.id);
  return { userId: user.id, token };
}

/** A migrated scratch database file in `dir` holding the bench athlete, for the Node server. */
export async function scratchDatabase(dir: string) {
  const url = `file:${join(dir, 'bench.db')}`;
  const client = createClient({ url });
  await applyMigrations(createDb(client));
  const athlete = await seedBenchAthlete(client);
  client.close();
  return { url, ...athlete };
}
