import { EXERCISE_CATALOGUE } from '../exercises/catalogue.ts';
import type { MovementPattern, Muscle } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import type { WorkoutPromptReading } from './prompt-reading.ts';
import { servesIntent, TRAINING_DAY_INTENTS } from './training-days.ts';

/**
 * What a prompted workout is for: the session the prompt names ('push day') and the muscles it names ('back and
 * biceps'). Every exercise serves that focus, or is neutral work kept small: core, conditioning intervals and a
 * power workout's primer. A Wall Sit on a back-and-biceps day, or squats and bridges on a chest-and-triceps day
 * whose push-ups were ruled out, serve neither: the day finds the kit's own work for its focus instead.
 */
type Focus = Pick<WorkoutPromptReading, 'session' | 'muscles'>;
type Entry = Pick<ExerciseCatalogueEntry, 'pattern' | 'primaryMuscles' | 'secondaryMuscles'>;

/** The largest share of a focused workout's sets neutral work (core, a primer) may take, intervals aside: never more than its own. */
export const PROMPT_NEUTRAL_SHARE = 1 / 2;

const NEUTRAL: ReadonlySet<MovementPattern> = new Set(['core', 'conditioning', 'olympic', 'plyometric']);

export const hasPromptFocus = (focus: Focus): boolean =>
  focus.session !== undefined || focus.muscles.length > 0;

/**
 * The muscles each movement pattern trains as a prime mover somewhere in the catalogue: a secondary mover counts for
 * a named muscle only where its pattern trains that muscle (a hinge's hamstrings, not a pike push-up's upper back).
 */
const PRIME_MOVERS = new Map<MovementPattern, Set<Muscle>>();
for (const entry of EXERCISE_CATALOGUE) {
  const muscles = PRIME_MOVERS.get(entry.pattern) ?? new Set<Muscle>();
  for (const muscle of entry.primaryMuscles) muscles.add(muscle);
  PRIME_MOVERS.set(entry.pattern, muscles);
}

/**
 * Whether an exercise trains what the prompt asks for: the named session's work or its muscles as prime movers (a
 * bench dip on an arms day), or a named muscle among its movers where its pattern trains that muscle (a glute bridge
 * works the hamstrings on a hamstrings day; a pike push-up's upper back does not make it back work).
 */
export function servesPromptFocus(focus: Focus, entry: Entry): boolean {
  const { session } = focus;
  if (
    session !== undefined &&
    (servesIntent(session, entry) ||
      entry.primaryMuscles.some((muscle) => TRAINING_DAY_INTENTS[session].muscles.includes(muscle)))
  )
    return true;
  return (
    entry.primaryMuscles.some((muscle) => focus.muscles.includes(muscle)) ||
    entry.secondaryMuscles.some(
      (muscle) => focus.muscles.includes(muscle) && PRIME_MOVERS.get(entry.pattern)?.has(muscle) === true,
    )
  );
}

/** Core work, conditioning and Olympic lifts or jumps that do not serve the focus: neither serving nor breaking it. */
export const isNeutralForPrompt = (focus: Focus, entry: Entry): boolean =>
  NEUTRAL.has(entry.pattern) && !servesPromptFocus(focus, entry);

/** How a focus reads in a sentence: 'a push day', 'the back and biceps', 'an arms day and the shoulders'. */
export function focusWords(sessionName: string | undefined, muscleNames: readonly string[]): string {
  const parts = [
    ...(sessionName ? [`${/^[aeiou]/i.test(sessionName) ? 'an' : 'a'} ${sessionName} day`] : []),
    ...(muscleNames.length > 0 ? [`the ${[...new Set(muscleNames)].join(' and ')}`] : []),
  ];
  return parts.join(' and ');
}
