import type { ExerciseCatalogueEntry } from './schema.ts';

/**
 * What makes an exercise harder from week to week. 'loaded': a weight that can rise (barbells, dumbbells,
 * kettlebells, cables, machines); 'band': a band, which progresses to the next band; 'bodyweight': nothing to add,
 * so reps, tempo and the next variation do the work. Gear that only holds the body (a bench, a box, a bar to hang
 * from, rings, a mat) adds no load.
 */
export type LoadKind = 'loaded' | 'band' | 'bodyweight';

const SUPPORT_GEAR = new Set(
  [
    'Flat Bench',
    'Adjustable Bench',
    'Flat/Incline/Decline Bench',
    'Plyometric Box',
    'Pull-up Bar',
    'Dip Station',
    'Gymnastic Rings',
    'Suspension Trainer',
    'Parallettes',
    'Ab Wheel',
    'Stability Ball',
    'Exercise Mat',
    'Yoga Mat',
    'Climbing Rope',
    'Nordic Curl Strap',
    '45° Back Extension',
    'Glute-Ham Developer',
    'Sissy Squat Bench',
    'Power Rack',
    'Lifting Platform',
    'Agility Ladder',
    'Jump Rope',
    'Sliders',
  ].map((name) => name.toLowerCase()),
);
const BAND_GEAR = new Set(['resistance bands', 'mini bands', 'tube bands with handles', 'fabric hip circle']);

/** A barbell in a rack is the bar an inverted row hangs from, not a load. */
const BAR_AS_SUPPORT = /\binverted row\b/i;

export function loadKindOf(entry: Pick<ExerciseCatalogueEntry, 'name' | 'equipment'>): LoadKind {
  const gear = entry.equipment
    .map((item) => item.toLowerCase())
    .filter((item) => !SUPPORT_GEAR.has(item))
    .filter((item) => !(item === 'olympic barbell' && BAR_AS_SUPPORT.test(entry.name)));
  if (gear.length === 0) return 'bodyweight';
  return gear.every((item) => BAND_GEAR.has(item)) ? 'band' : 'loaded';
}
