import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind utility override an earlier one (e.g. a caller's padding). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its map of Tailwind's classes on its first call: ~7 ms, ~30 ms on a phone (4× slower), which
 * made the app's first render one long task with it (TBT). The app's entry calls this in a task of its
 * own before that render.
 */
export function prepareClassMerging(): void {
  twMerge('');
}
