import type { MovementPattern } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import type { WorkoutPromptReading } from './prompt-reading.ts';
import { servesIntent } from './sessions.ts';

/**
 * What a prompted workout is for: the session the prompt names ('push day') and the muscles it names ('back and
 * biceps'). Every exercise serves that focus, or is neutral work kept small: core, conditioning intervals and a
 * power workout's primer. A Wall Sit on a back-and-biceps day, or squats and bridges on a chest-and-triceps day
 * whose push-ups were ruled out, serve neither: the day finds the kit's own work for its focus instead.
 */
type Focus = Pick<WorkoutPromptReading, 'session' | 'muscles'>;
type Entry = Pick<ExerciseCatalogueEntry, 'pattern' | 'primaryMuscles'>;

/** The largest share of a focused workout's sets that neutral work (core, a primer) may take; intervals aside. */
export const PROMPT_NEUTRAL_SHARE = 1 / 3;

const NEUTRAL: ReadonlySet<MovementPattern> = new Set(['core', 'conditioning', 'olympic', 'plyometric']);

export const hasPromptFocus = (focus: Focus): boolean => focus.session !== undefined || focus.muscles.length > 0;

/** Whether an exercise trains what the prompt asks for: the named session's work, or a named muscle as a prime mover. */
export function servesPromptFocus(focus: Focus, entry: Entry): boolean {
  if (focus.session !== undefined && servesIntent(focus.session, entry)) return true;
  return entry.primaryMuscles.some((muscle) => focus.muscles.includes(muscle));
}

/** Core work, conditioning and Olympic lifts or jumps that do not serve the focus: neither serving nor breaking it. */
export const isNeutralForPrompt = (focus: Focus, entry: Entry): boolean =>
  NEUTRAL.has(entry.pattern) && !servesPromptFocus(focus, entry);

/** How the focus reads in a sentence: 'a push day', 'the back and biceps', 'a legs day and the glutes'. */
export function focusWords(focus: Focus, sessionName: string | undefined, muscleNames: readonly string[]): string {
  const parts = [
    ...(sessionName ? [`${/^[aeiou]/i.test(sessionName) ? 'an' : 'a'} ${sessionName} day`] : []),
    ...(muscleNames.length > 0 ? [`the ${[...new Set(muscleNames)].join(' and ')}`] : []),
  ];
  return parts.join(' and ');
}
