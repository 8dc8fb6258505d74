/**
 * How to do one catalogue exercise, written for this catalogue: where to stand and what to hold, the movement, two or
 * three cues to think of during a set, and the faults a coach most often corrects.
 */
export interface ExerciseHowTo {
  setup: string;
  execution: string;
  cues: readonly string[];
  faults: readonly string[];
}

/** One exercise's how-to as a dense row, keyed by its catalogue id in each pattern's file. */
export type HowToRow = readonly [
  setup: string,
  execution: string,
  cues: readonly string[],
  faults: readonly string[],
];

export type HowToRows = Readonly<Record<string, HowToRow>>;

export function howToOfRow([setup, execution, cues, faults]: HowToRow): ExerciseHowTo {
  return { setup, execution, cues, faults };
}
