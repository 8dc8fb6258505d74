import { CATALOGUE_CATEGORY_OF } from '../equipment/catalogue.ts';
import type { Muscle } from './options.ts';
import type { ExerciseCatalogueEntry } from './schema.ts';

/**
 * Exercise families: what an athlete or a coach calls a kind of exercise ('push-ups', 'deadlifts', 'anything
 * overhead'), finer than a movement pattern and sometimes across patterns (a Pike Push-Up is a vertical push and a
 * push-up). The avoidance reading rules families out ('no push-ups'), and alternatives keep to the original's
 * family where a pattern holds different movements (a dip is no overhead press). Families are derived by the rules
 * below from the entry's name, aliases, pattern, muscles and equipment, never listed by hand per exercise, so an
 * exercise added to the catalogue lands in its families by itself (the family test runs over the whole catalogue).
 */
export const EXERCISE_FAMILIES = [
  /** Push-ups of every kind: any name or alias with push-up/press-up (incline, diamond, ring, clap, pike, handstand). */
  'push-up',
  /** Dips of every kind: parallel-bar, ring, weighted, assisted and bench dips. */
  'dip',
  /** Horizontal presses lying on a bench or the floor: barbell, dumbbell, Smith, Swiss-bar, floor presses. */
  'bench-press',
  /**
   * Arms overhead under load or bodyweight: every vertical press except dips and the landmine press
   * (overhead/shoulder/Arnold/push/Z presses, pike and handstand push-ups), anything named overhead (triceps
   * extensions, carries, squats), snatches, jerks, thrusters, wall balls, slams, Turkish get-ups and pullovers.
   * The landmine press is left out on purpose: its arc ends in front of the face, short of full shoulder flexion,
   * which is why coaches give it to shoulders that cannot press overhead; it keeps a vertical-push slot filled.
   */
  'overhead',
  /** Arms overhead pulling or hanging: every vertical pull (pull-ups, pulldowns, muscle-ups) and hanging core work. */
  'overhead-pull',
  /** Upright rows and high pulls: elbows raised to the shoulders with the arm turned in (the impingement position). */
  'upright-row',
  /** Squats: any name or alias with squat outside the lunge pattern (split squats are lunges); not leg presses. */
  'squat',
  /**
   * The deepest squats and lunges, where the knee and hip bend all the way under load: pistol, sissy, Cossack and
   * skater squats, deficit lunges.
   */
  'deep-squat',
  /** Lunges, split squats and step-ups: the lunge pattern and any name with lunge (jumping lunges). */
  'lunge',
  /**
   * Deadlifts of every kind (conventional, sumo, Romanian, stiff-leg, trap-bar, single-leg, rack and block pulls) and
   * the lifts that pull a load from the floor past the chest: cleans, snatches and high pulls not started at the hang.
   */
  'deadlift',
  /**
   * Loaded hinges, the lifts a disc injury leaves out until the athlete is cleared: every hinge that bends at the hip
   * under a load or the trunk's weight standing (deadlifts and Romanian deadlifts with any implement, good mornings,
   * swings, pull-throughs, stone and tire lifts) and every Olympic pull from the floor or the hang (cleans, snatches,
   * high pulls, whatever the implement). Not hip thrusts and bridges (the back lies supported), back extensions and
   * reverse hypers (prone, the trunk supported), hamstring curls, or unloaded single-leg hinges.
   */
  'loaded-hinge',
  /** Hip thrusts and glute bridges (barbell, dumbbell, machine, bodyweight, single-leg). */
  'hip-thrust',
  /** Back extensions and reverse hypers. */
  'back-extension',
  /** Hamstring curls bending the knee: leg curls, Nordic curls, glute-ham raises. */
  'leg-curl',
  /**
   * Crunches and sit-ups: ab work that curls the spine (every crunch, sit-ups, V-ups, jackknives, reverse crunches,
   * bicycle crunches, hanging and captain's-chair leg and knee raises, toes-to-bar, Russian twists).
   */
  'crunch',
  /**
   * Loaded spinal flexion: the spine bends forward under a load or the trunk's or legs' whole weight: sit-ups and
   * V-ups, crunches against a cable, machine, decline bench or ball in the hands, hanging leg raises and toes-to-bar,
   * ball slams, and lifts made round-backed (Atlas stones).
   */
  'loaded-spinal-flexion',
  /**
   * Long levers on the lower back: lying straight-leg work whose hip flexors pull the lumbar spine into extension
   * (flutter and scissor kicks, lying leg raises and lowers) and the prone lift of arms and legs together
   * (supermans), the trunk work a disc tolerates least after flexion; bird dogs, dead bugs and planks stay.
   */
  'lumbar-lever',
  /**
   * Heavy bent-over rows: free-weight rows with the trunk bent over and unsupported (barbell, Pendlay, Yates,
   * T-bar, landmine, Meadows, Kroc, gorilla rows). Not rows with the chest or a hand on a bench, seated, cable,
   * machine or bodyweight rows.
   */
  'bent-over-row',
  /** Rows: every horizontal pull named a row (not face pulls or pull-aparts). */
  'row',
  /** Pulling the body up to a bar or rope: pull-ups, chin-ups of every kind, muscle-ups, rope climbs. */
  'pull-up',
  /** Lat pulldowns (the elbows bend; not straight-arm pulldowns). */
  'pulldown',
  /** Jumps and landings: box, broad, depth, tuck, squat and lunge jumps, bounds, burpees, jumping jacks, rope. */
  'jump',
  /** Carries: the carry pattern (farmer's, suitcase, overhead, front-rack, sandbag, Zercher carries). */
  'carry',
  /** Arm curls: curls for the biceps or forearms (barbell, dumbbell, hammer, preacher, cable, wrist curls). */
  'curl',
  /** Flies: chest and rear-delt flies, pec decks and cable crossovers (not the Y-fly, a raise). */
  'fly',
  /** Cleans: every clean (power, hang, full, kettlebell; clean pulls; clean and jerk). */
  'clean',
  /** Snatches: every snatch (barbell, dumbbell, kettlebell; snatch high pulls), not snatch-grip deadlifts. */
  'snatch',
  /** Jerks: push and split jerks, clean and jerk. */
  'jerk',
] as const;
export type ExerciseFamily = (typeof EXERCISE_FAMILIES)[number];

/** How the plan's notes name each family when it is left out ('Left out because…: push-ups, dips'); no commas. */
export const EXERCISE_FAMILY_LABELS: Record<ExerciseFamily, string> = {
  'push-up': 'push-ups',
  dip: 'dips',
  'bench-press': 'bench presses',
  overhead: 'overhead work (presses and anything held overhead)',
  'overhead-pull': 'pulling or hanging overhead (pull-ups and pulldowns)',
  'upright-row': 'upright rows and high pulls',
  squat: 'squats',
  'deep-squat': 'the deepest squats and lunges (pistol and Cossack squats)',
  lunge: 'lunges and split squats (step-ups too)',
  deadlift: 'deadlifts and lifts pulled from the floor (cleans and snatches and high pulls)',
  'loaded-hinge':
    'loaded hinges (deadlifts and good mornings and swings and Olympic pulls with any implement)',
  'hip-thrust': 'hip thrusts and glute bridges',
  'back-extension': 'back extensions',
  'leg-curl': 'leg curls',
  crunch: 'crunches and sit-ups',
  'loaded-spinal-flexion': 'loaded spinal flexion (sit-ups and weighted crunches)',
  'lumbar-lever': 'flutter kicks and leg lowers and supermans',
  'bent-over-row': 'heavy bent-over rows',
  row: 'rows',
  'pull-up': 'pull-ups and chin-ups',
  pulldown: 'lat pulldowns',
  jump: 'jumps and landings',
  carry: 'carries',
  curl: 'curls',
  fly: 'flies',
  clean: 'cleans',
  snatch: 'snatches',
  jerk: 'jerks',
};

/** What the rules look at: the entry, its names in lower case with hyphens and apostrophes dropped. */
interface Facts {
  entry: ExerciseCatalogueEntry;
  name: string;
  names: readonly string[];
}

/** An entry's name or one of its aliases matches. */
const named = (facts: Facts, pattern: RegExp) => facts.names.some((name) => pattern.test(name));
const hasPrimary = (facts: Facts, ...muscles: Muscle[]) =>
  facts.entry.primaryMuscles.some((muscle) => muscles.includes(muscle));
const usesItem = (facts: Facts, pattern: RegExp) => facts.entry.equipment.some((item) => pattern.test(item));
const usesCategory = (facts: Facts, pattern: RegExp) =>
  facts.entry.equipment.some((item) => pattern.test(CATALOGUE_CATEGORY_OF.get(item) ?? ''));

/** Loads a crunch works against: a cable, a machine, a decline bench, a ball in the hands. */
const CRUNCH_LOAD = /^(cable machines|selectorized machines|plate-loaded machines|conditioning)\/|decline/;
/** Equipment of a bent-over row: free weights, special bars, a landmine or a T-bar; no bench, cable or machine. */
const FREE_ROW_ITEM =
  /^(free weights|kettlebells|specialty bars|racks & rigs\/attachments|plate-loaded machines\/back)/;

/** An Olympic lift that pulls the load up from the floor or the hang, with any implement: cleans, snatches, high pulls. */
const olympicPull = (facts: Facts) =>
  facts.entry.pattern === 'olympic' && named(facts, /\b(cleans?|snatch(es)?|pulls?)\b/);

const RULES: Record<ExerciseFamily, (facts: Facts) => boolean> = {
  'push-up': (f) => named(f, /\b(push|press) ?ups?\b/),
  dip: (f) => named(f, /\bdips?\b/),
  'bench-press': (f) =>
    f.entry.pattern === 'horizontal-push' &&
    /\bpress\b/.test(f.name) &&
    (usesItem(f, /bench/i) || /\bfloor\b/.test(f.name)),
  overhead: (f) =>
    (f.entry.pattern === 'vertical-push' && !RULES.dip(f) && !/\blandmine\b/.test(f.name)) ||
    named(f, /\b(overhead|waiters?|handstand|thrusters?|wall balls?|slams?|get ups?|jerks?)\b/) ||
    (f.entry.pattern !== 'vertical-pull' && named(f, /\bpullovers?\b/)) ||
    (named(f, /\bsnatch(es)?\b/) && !named(f, /\bsnatch grip\b|\bhigh pulls?\b/)),
  'overhead-pull': (f) =>
    f.entry.pattern === 'vertical-pull' || named(f, /\b(hanging|toes to bar|dead hang|bar hang)\b/),
  'upright-row': (f) => named(f, /\b(upright rows?|high pulls?)\b/),
  squat: (f) => f.entry.pattern !== 'lunge' && named(f, /\bsquats?\b/),
  'deep-squat': (f) =>
    named(
      f,
      /\b(pistols?|sissy|cossack|skater squats?|deep squats?|single leg squats?|deficit (reverse )?lunges?)\b/,
    ),
  lunge: (f) => f.entry.pattern === 'lunge' || named(f, /\b(lunges?|split squats?|step ups?)\b/),
  deadlift: (f) =>
    named(f, /\b(deadlifts?|rdls?|sldl|rack pulls?|block pulls?)\b/) ||
    (olympicPull(f) && !named(f, /\bhang\b/)),
  'loaded-hinge': (f) =>
    (f.entry.pattern === 'hinge' &&
      !RULES['hip-thrust'](f) &&
      !RULES['back-extension'](f) &&
      !RULES['leg-curl'](f) &&
      !(f.entry.unilateral && f.entry.equipment.length === 0)) ||
    olympicPull(f) ||
    named(f, /\b(good mornings?|swings?|atlas stones?|tire flips?)\b/),
  'hip-thrust': (f) => named(f, /\b(hip thrusts?|bridges?)\b/),
  'back-extension': (f) => named(f, /\b(back extensions?|hyperextensions?|reverse hypers?)\b/),
  'leg-curl': (f) =>
    (named(f, /\bcurls?\b/) && hasPrimary(f, 'hamstrings')) || named(f, /\b(glute ham raises?|ghr)\b/),
  crunch: (f) =>
    named(
      f,
      /\b(crunch(es)?|sit ?ups?|v ups?|jackknifes?|leg raises?|knee raises?|toes to bar|russian twists?|bicycle kicks?)\b/,
    ),
  'loaded-spinal-flexion': (f) =>
    (RULES.crunch(f) && (named(f, /\b(sit ?ups?|v ups?|jackknifes?)\b/) || usesCategory(f, CRUNCH_LOAD))) ||
    named(f, /\b(atlas stones?|jefferson curls?|toes to bar|hanging leg raises?|slams?)\b/),
  'lumbar-lever': (f) =>
    named(f, /\b(flutter kicks?|scissor kicks?|lying leg (raises?|lowers?)|leg lowers?|supermans?)\b/),
  'bent-over-row': (f) =>
    RULES.row(f) &&
    !/\b(inverted|chest supported|seal|seated)\b/.test(f.name) &&
    f.entry.equipment.length > 0 &&
    f.entry.equipment.every((item) => FREE_ROW_ITEM.test(CATALOGUE_CATEGORY_OF.get(item) ?? '')),
  row: (f) => f.entry.pattern === 'horizontal-pull' && /\brows?\b/.test(f.name),
  'pull-up': (f) =>
    f.entry.pattern === 'vertical-pull' && named(f, /\b((pull|chin) ?ups?|muscle ups?|rope climbs?)\b/),
  pulldown: (f) => named(f, /\bpull ?downs?\b/) && !named(f, /\bstraight arm\b/),
  jump: (f) => named(f, /\b(jumps?|jumping|bounds?|burpees?|hops?|skipping|double unders?)\b/),
  carry: (f) => f.entry.pattern === 'carry',
  curl: (f) => named(f, /\bcurls?\b/) && hasPrimary(f, 'biceps', 'forearms'),
  // A Y-fly raises the arms to a Y for the side delts: a raise, not a fly.
  fly: (f) => named(f, /\b(fly|flies|flyes?|pec deck|crossover|butterfly)\b/) && !named(f, /\by fly\b/),
  clean: (f) => named(f, /\bcleans?\b/),
  snatch: (f) => named(f, /\bsnatch(es)?\b/) && !named(f, /\bsnatch grip\b/),
  jerk: (f) => named(f, /\bjerks?\b/),
};

const plain = (name: string) =>
  name.toLowerCase().replace(/['’]/g, '').replace(/[-_/]/g, ' ').replace(/\s+/g, ' ');

const CACHE = new WeakMap<ExerciseCatalogueEntry, ReadonlySet<ExerciseFamily>>();

/** The families an exercise belongs to (often none: a Plank is in no family). */
export function exerciseFamilies(entry: ExerciseCatalogueEntry): ReadonlySet<ExerciseFamily> {
  const cached = CACHE.get(entry);
  if (cached) return cached;
  const facts: Facts = {
    entry,
    name: plain(entry.name),
    names: [entry.name, ...entry.aliases].map(plain),
  };
  const families = new Set(EXERCISE_FAMILIES.filter((family) => RULES[family](facts)));
  CACHE.set(entry, families);
  return families;
}
