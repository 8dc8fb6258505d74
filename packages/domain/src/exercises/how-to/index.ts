import type { MovementPattern } from '../options.ts';
import { type ExerciseHowTo, type HowToRows, howToOfRow } from './schema.ts';

export type { ExerciseHowTo } from './schema.ts';

/**
 * Each pattern's how-to text is its own module, loaded when a page asks: the text is ~230 KB (~5 KB gzip a
 * pattern), read one exercise at a time, so neither the Worker nor the app's first load carries it (this module is a
 * package subpath, not in the index).
 */
const ROWS_OF: Record<MovementPattern, () => Promise<HowToRows>> = {
  squat: () => import('./squat.ts').then((m) => m.SQUAT_HOW_TO),
  hinge: () => import('./hinge.ts').then((m) => m.HINGE_HOW_TO),
  'horizontal-push': () => import('./horizontal-push.ts').then((m) => m.HORIZONTAL_PUSH_HOW_TO),
  'horizontal-pull': () => import('./horizontal-pull.ts').then((m) => m.HORIZONTAL_PULL_HOW_TO),
  'vertical-push': () => import('./vertical-push.ts').then((m) => m.VERTICAL_PUSH_HOW_TO),
  'vertical-pull': () => import('./vertical-pull.ts').then((m) => m.VERTICAL_PULL_HOW_TO),
  lunge: () => import('./lunge.ts').then((m) => m.LUNGE_HOW_TO),
  carry: () => import('./carry.ts').then((m) => m.CARRY_HOW_TO),
  core: () => import('./core.ts').then((m) => m.CORE_HOW_TO),
  isolation: () => import('./isolation.ts').then((m) => m.ISOLATION_HOW_TO),
  olympic: () => import('./olympic.ts').then((m) => m.OLYMPIC_HOW_TO),
  plyometric: () => import('./plyometric.ts').then((m) => m.PLYOMETRIC_HOW_TO),
  conditioning: () => import('./conditioning.ts').then((m) => m.CONDITIONING_HOW_TO),
};

/** Every how-to row of one pattern, keyed by catalogue id. */
export function rowsOfPattern(pattern: MovementPattern): Promise<HowToRows> {
  return ROWS_OF[pattern]();
}

/** How to do the catalogue exercise of this id and pattern; undefined when the text has no entry for it. */
export async function loadExerciseHowTo(
  id: string,
  pattern: MovementPattern,
): Promise<ExerciseHowTo | undefined> {
  const rows = await rowsOfPattern(pattern);
  const row = rows[id];
  return row === undefined ? undefined : howToOfRow(row);
}
