import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind utility override an earlier one (e.g. a caller's padding). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
