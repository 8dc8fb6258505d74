import type { MovementPattern, Muscle } from '../exercises/options.ts';
import type { TrainingStyle } from '../programs/options.ts';

/**
 * Session templates: what a day of a split trains, as ordered slots (big lifts first). A slot takes an exercise
 * of one of its patterns, and when it names muscles, one whose primary muscles include one of them.
 */
export interface Slot {
  patterns: readonly MovementPattern[];
  muscles?: readonly Muscle[];
}

export type SessionKind =
  | 'full'
  | 'upper'
  | 'lower'
  | 'push'
  | 'pull'
  | 'legs'
  | 'chest'
  | 'back'
  | 'shoulders'
  | 'arms';

const iso = (...muscles: Muscle[]): Slot => ({ patterns: ['isolation'], muscles });

export const SESSION_TEMPLATES: Record<SessionKind, { name: string; slots: readonly Slot[] }> = {
  full: {
    name: 'Full Body',
    slots: [
      { patterns: ['squat'] },
      { patterns: ['horizontal-push'] },
      { patterns: ['hinge'] },
      { patterns: ['horizontal-pull', 'vertical-pull'] },
      { patterns: ['vertical-push'] },
      { patterns: ['lunge'] },
      { patterns: ['core'] },
      iso('biceps', 'triceps', 'side-delts'),
      { patterns: ['carry'] },
    ],
  },
  upper: {
    name: 'Upper Body',
    slots: [
      { patterns: ['horizontal-push'] },
      { patterns: ['horizontal-pull'] },
      { patterns: ['vertical-push'] },
      { patterns: ['vertical-pull'] },
      iso('side-delts', 'rear-delts'),
      iso('biceps'),
      iso('triceps'),
      { patterns: ['core'] },
    ],
  },
  lower: {
    name: 'Lower Body',
    slots: [
      { patterns: ['squat'] },
      { patterns: ['hinge'] },
      { patterns: ['lunge'] },
      iso('hamstrings', 'quads'),
      iso('calves', 'glutes'),
      { patterns: ['core'] },
    ],
  },
  push: {
    name: 'Push',
    slots: [
      { patterns: ['horizontal-push'] },
      { patterns: ['vertical-push'] },
      { patterns: ['horizontal-push'], muscles: ['chest'] },
      iso('side-delts'),
      iso('triceps'),
      iso('chest'),
    ],
  },
  pull: {
    name: 'Pull',
    slots: [
      { patterns: ['vertical-pull'] },
      { patterns: ['horizontal-pull'] },
      { patterns: ['horizontal-pull', 'vertical-pull'] },
      iso('rear-delts', 'upper-back'),
      iso('biceps'),
      { patterns: ['carry', 'core'] },
    ],
  },
  legs: {
    name: 'Legs',
    slots: [
      { patterns: ['squat'] },
      { patterns: ['hinge'] },
      { patterns: ['lunge'] },
      iso('quads'),
      iso('hamstrings'),
      iso('calves'),
      { patterns: ['core'] },
    ],
  },
  chest: {
    name: 'Chest',
    slots: [
      { patterns: ['horizontal-push'] },
      { patterns: ['horizontal-push'], muscles: ['chest'] },
      iso('chest'),
      iso('triceps'),
      { patterns: ['core'] },
    ],
  },
  back: {
    name: 'Back',
    slots: [
      { patterns: ['vertical-pull'] },
      { patterns: ['horizontal-pull'] },
      { patterns: ['hinge'] },
      iso('rear-delts', 'upper-back'),
      iso('biceps'),
    ],
  },
  shoulders: {
    name: 'Shoulders',
    slots: [
      { patterns: ['vertical-push'] },
      iso('side-delts'),
      iso('rear-delts'),
      { patterns: ['vertical-push'] },
      { patterns: ['carry', 'core'] },
    ],
  },
  arms: {
    name: 'Arms',
    slots: [
      iso('biceps'),
      iso('triceps'),
      iso('biceps'),
      iso('triceps'),
      iso('forearms'),
      { patterns: ['core'] },
    ],
  },
};

/** The week's sessions in order for a number of training days and a style ('no-preference' picks by days). */
export function weeklySplit(days: number, style: TrainingStyle | undefined): SessionKind[] {
  const cycle = (kinds: readonly SessionKind[]) =>
    Array.from({ length: days }, (_, i) => kinds[i % kinds.length] as SessionKind);
  const chosen = style === undefined || style === 'no-preference' ? defaultStyle(days) : style;
  switch (chosen) {
    case 'upper-lower':
      return cycle(['upper', 'lower']);
    case 'push-pull-legs':
      return cycle(['push', 'pull', 'legs']);
    case 'body-part':
      return cycle(['chest', 'back', 'legs', 'shoulders', 'arms']);
    default:
      return cycle(['full']);
  }
}

function defaultStyle(days: number): TrainingStyle {
  if (days <= 3) return 'full-body';
  return days === 4 ? 'upper-lower' : 'push-pull-legs';
}
