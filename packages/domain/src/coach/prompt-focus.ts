import type { MovementPattern } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import type { WorkoutPromptReading } from './prompt-reading.ts';
import { SESSION_INTENTS, servesIntent } from './sessions.ts';

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
 * Whether an exercise trains what the prompt asks for: the named session's work or its muscles as prime movers (a
 * bench dip on an arms day), or a named muscle among its movers (a glute bridge works the hamstrings on a hamstrings
 * day, a row the biceps on a biceps day).
 */
export function servesPromptFocus(focus: Focus, entry: Entry): boolean {
  const { session } = focus;
  if (
    session !== undefined &&
    (servesIntent(session, entry) ||
      entry.primaryMuscles.some((muscle) => SESSION_INTENTS[session].muscles.includes(muscle)))
  )
    return true;
  return [...entry.primaryMuscles, ...entry.secondaryMuscles].some((muscle) =>
    focus.muscles.includes(muscle),
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
