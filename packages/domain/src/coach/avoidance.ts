import { EXERCISE_CATALOGUE } from '../exercises/catalogue.ts';
import { EXERCISE_FAMILY_LABELS, type ExerciseFamily, exerciseFamilies } from '../exercises/families.ts';
import { exerciseNameWords } from '../exercises/name-key.ts';
import type { MovementPattern } from '../exercises/options.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import type { ProgramData } from '../strength-plans/schema.ts';

/**
 * What free text about injuries and movements to avoid rules out: movement patterns (rarely: 'no Olympic lifts',
 * 'no running'), exercise families ('no push-ups' is every push-up variant) and single catalogue exercises the text
 * names ('no box jumps'). Never more than the text says: 'no knee pain' and 'knees are fine' rule nothing out,
 * 'tight hips' keeps every hinge. The generator keeps the day's intent by choosing another exercise for the slot.
 * The readings are listed in the domain README ("Coach guidance", "Keyword rules").
 */
export interface Avoidance {
  patterns: ReadonlySet<MovementPattern>;
  families: ReadonlySet<ExerciseFamily>;
  /** Catalogue ids of single exercises the text names ('no overhead squats', 'no box jumps'). */
  exercises: ReadonlySet<string>;
  /** What the plan's notes say was left out, in plain words. */
  labels: readonly string[];
}

export const NO_AVOIDANCE: Avoidance = Object.freeze({
  patterns: new Set<MovementPattern>(),
  families: new Set<ExerciseFamily>(),
  exercises: new Set<string>(),
  labels: [],
});

/** How the plan's notes name a pattern left out. */
const PATTERN_LABELS: Record<MovementPattern, string> = {
  squat: 'squat movements',
  hinge: 'hinges',
  lunge: 'lunge movements',
  'horizontal-push': 'horizontal presses',
  'vertical-push': 'vertical presses',
  'horizontal-pull': 'horizontal pulls',
  'vertical-pull': 'vertical pulls',
  carry: 'carries',
  core: 'core work',
  isolation: 'isolation work',
  olympic: 'Olympic lifts',
  plyometric: 'plyometrics',
  conditioning: 'running and conditioning',
};

interface Reading {
  patterns?: readonly MovementPattern[];
  families?: readonly ExerciseFamily[];
}

/**
 * Words naming movements, tried in order on what the catalogue's own names left (see `readAvoidance`). A movement
 * named in text about what to avoid is avoided ('deadlifts', 'no deadlifts', 'avoid deadlifts'), unless the
 * text says it is fine ('deadlifts are fine').
 */
const MOVEMENT_TERMS: readonly [RegExp, Reading][] = [
  // Not able to get the arms overhead: nothing overhead, and no hanging or pulling from overhead either.
  [
    /\b((cant|cannot|can not|unable to|not able to|trouble|difficulty|hard to) (get|getting|raise|raising|lift|lifting|put|putting|reach|reaching|bring|move) (my |both |the )?(arms?|hands?) (all the way |fully |straight )?(over|above) ?(my |the )?head|(arms?|hands?) (over|above) ?head|frozen shoulders?)\b/,
    { families: ['overhead', 'overhead-pull'] },
  ],
  [/\b(split squats?|step ups?|lunges?|lunging)\b/, { families: ['lunge'] }],
  [
    /\b((deep|pistol|sissy|cossack|atg|full depth|ass to grass) squats?|pistols?|deep squatting|deep knee (bends?|bending|flexion))\b/,
    { families: ['deep-squat'] },
  ],
  [/\b(bent over|barbell|pendlay|yates|heavy) rows?\b/, { families: ['bent-over-row'] }],
  [/\b(upright rows?|high pulls?)\b/, { families: ['upright-row'] }],
  [
    /\b((overhead|shoulder|military) press(es|ing)?|ohp|press(es|ing)? overhead|handstands?|(over|above) ?(my |the )?head|overhead)\b/,
    { families: ['overhead'] },
  ],
  [/\bbench(es|ing)?( press(es|ing)?)?\b/, { families: ['bench-press'] }],
  [/\b((hip|glute) thrusts?|(glute |hip )?bridges?)\b/, { families: ['hip-thrust'] }],
  [/\b((leg|hamstring|nordic) curls?|nordics?|glute ham raises?|ghr)\b/, { families: ['leg-curl'] }],
  [/\b(back extensions?|hyperextensions?|reverse hypers?)\b/, { families: ['back-extension'] }],
  [
    /\b((spinal|spine|trunk|lumbar) flexion|flexing (the|my) spine|loaded flexion|bending forward)\b/,
    { families: ['crunch', 'loaded-spinal-flexion'] },
  ],
  [
    /\b(crunch(es|ing)?|sit ?ups?|v ups?|leg raises?|knee raises?|toes to bar|russian twists?)\b/,
    { families: ['crunch'] },
  ],
  [/\b(push ?ups?|press ?ups?)\b/, { families: ['push-up'] }],
  [/\b(dips?|dipping)\b/, { families: ['dip'] }],
  [/\b(pull ?ups?|chin ?ups?|muscle ?ups?|rope climbs?)\b/, { families: ['pull-up'] }],
  [/\b(lat )?pull ?downs?\b/, { families: ['pulldown'] }],
  [/\b(hanging|hangs?)\b/, { families: ['overhead-pull'] }],
  [/\b(squats?|squatting)\b/, { families: ['squat'] }],
  [/\b(deadlifts?|deadlifting)\b/, { families: ['deadlift'] }],
  [/\b(hinges?|hinging)\b/, { patterns: ['hinge'] }],
  [/\b(rows?|rowing)\b/, { families: ['row'] }],
  [/\b(jumps?|jumping|hops?|hopping|bounds?|bounding|landings?|impact)\b/, { families: ['jump'] }],
  [/\b(plyo|plyos|plyometrics?)\b/, { patterns: ['plyometric'] }],
  [
    /\b((olympic|oly|o) (style )?(lifts?|lifting|movements?|weightlifting)|olympic|weightlifting)\b/,
    { patterns: ['olympic'] },
  ],
  [/\b(cleans?)\b/, { families: ['clean'] }],
  [/\b(snatch(es)?)\b/, { families: ['snatch'] }],
  [/\b(jerks?)\b/, { families: ['jerk'] }],
  [/\b(carry|carries|carrying)\b/, { families: ['carry'] }],
  [/\b(curls?|curling)\b/, { families: ['curl'] }],
  [/\b(fly|flies|flyes?|pec decks?)\b/, { families: ['fly'] }],
  [/\b(run|runs|running|sprints?|sprinting|cardio|conditioning)\b/, { patterns: ['conditioning'] }],
];

/**
 * Body parts and conditions: what a painful (or injured, or just named) part rules out, and what a tight one does.
 * Think like a coach: a painful knee loses lunges, the deepest knee bends and jumps, but keeps squats and leg
 * presses to a pain-free depth; a painful shoulder (impingement) loses overhead work, upright rows and dips (the shoulder pressed from deep
 * extension), but keeps
 * the landmine press, rows and pulldowns; low-back pain, a disc or sciatica loses what a physio leaves out until the
 * athlete is cleared (loaded spinal flexion, bent-over rows and loaded hinges with any implement; a disc or sciatica
 * every crunch and sit-up, flutter kick and superman too), but keeps hip thrusts, bridges, back extensions, unloaded single-leg hinges,
 * supported rows and the core work that resists movement (planks, bird dogs, dead bugs); a painful hip
 * loses the deepest squats; a painful ankle loses jumps. Tightness rules out less: tight hips, ankles or back keep
 * everything; a tight shoulder loses overhead work; stiff knees the deepest knee bends.
 */
const CONDITIONS: readonly { part: RegExp; hurt: Reading; tight: Reading }[] = [
  {
    part: /\b(knees?|acl|mcl|pcl|lcl|menisc\w*|patell\w*|runners? knee|jumpers? knee|it band|itb)\b/,
    hurt: { families: ['lunge', 'deep-squat', 'jump'] },
    tight: { families: ['deep-squat'] },
  },
  {
    part: /\b(shoulders?|rotator( cuffs?)?|ac joint|(?<!hip )impingement)\b/,
    hurt: { families: ['overhead', 'upright-row', 'dip'] },
    tight: { families: ['overhead'] },
  },
  {
    part: /\b(lower ?back|low back|lumbar|lumbago|lbp|back (pain|aches?|injur\w*|issues?|problems?|spasms?|surgery|strain|tweak\w*)|backach\w*|(bad|sore|stiff|injured|hurt|tweaked|weak|painful|my|the|slipped|bulging|herniated|prolapsed|degenerat\w*) (back|discs?|disks?)|discs?|disks?|discectomy|microdiscectomy|laminectomy|l[1-5] ?(l[1-5]|s1)|herniat\w*|bulg\w*|prolaps\w*|sciatic\w*|spine|spinal|si joint|spondyl\w*|pinched nerve)\b|^back$/,
    hurt: { families: ['loaded-spinal-flexion', 'bent-over-row', 'loaded-hinge'] },
    tight: {},
  },
  {
    // A disc or a nerve root (sciatica) is flexion-intolerant: repeated curling of the spine waits too, loaded or not,
    // and so do the long levers that load it in extension (flutter kicks, supermans).
    part: /\b(discs?|disks?|discectomy|microdiscectomy|l[1-5] ?(l[1-5]|s1)|herniat\w*|bulg\w*|prolaps\w*|sciatic\w*|pinched nerve)\b/,
    hurt: { families: ['crunch', 'lumbar-lever'] },
    tight: {},
  },
  { part: /\b(hips?|hip flexors?|fai|groin)\b/, hurt: { families: ['deep-squat'] }, tight: {} },
  {
    part: /\b(ankles?|achilles?|plantar\w*|shin splints?|feet|foot|heels?)\b/,
    hurt: { families: ['jump'] },
    tight: {},
  },
];

const HURT =
  /\b(pain\w*|hurts?|hurting|sore\w*|injur\w*|bad|torn|tears?|strain\w*|sprain\w*|surgery|operat\w*|replace\w*|tendin\w*|tendon\w*|bursitis|arthritis|impingement|issues?|problems?|ach(e|es)?|aching|weak|unstable|instability|dislocat\w*|broken|fracture\w*|sciatic\w*|herniat\w*|bulg\w*|prolaps\w*|slipped|lumbago|flare\w*)\b/;
const TIGHT =
  /\b(tight\w*|stiff\w*|mobility|flexibility|inflexible|limited|range of motion|rom|restricted|restrictions?)\b/;
/** Said of a part: it is well. */
const WELL =
  /\b(fine|ok|okay|alright|all right|good|great|healthy|healed|recovered|strong|no (pain|problems?|issues?)|pain free|painless|not an? (issue|problem)|no problem|allowed|can do|able to do|still do)\b/;
/** Words that say a part has nothing wrong ('no knee pain', 'without shoulder issues'). */
const ABSENT = /\b(no|not|never|without|nothing|none|zero|free of|free from|dont have|do not have)\b/;
/** Words that say a movement is left out. */
const LEAVE_OUT =
  /\b(no|not|never|without|avoid\w*|skip\w*|except\w*|exclud\w*|dont|do not|cant|cannot|nothing|none|nor|minus|instead of|stop\w*)\b/;

/** Catalogue names of two words or more, longest first, as the name key reads them ('overhead squat'). */
const NAMED_EXERCISES: readonly { words: string; entry: ExerciseCatalogueEntry }[] =
  EXERCISE_CATALOGUE.flatMap((entry) =>
    [entry.name, ...entry.aliases]
      .map((name) => ({ words: exerciseNameWords(name).join(' '), entry }))
      // A name a movement term reads whole is read as its family: 'bench press' is every bench press.
      .filter(({ words }) => !MOVEMENT_TERMS.some(([term]) => words.replace(term, '').trim() === '')),
  ).sort((a, b) => b.words.length - a.words.length);

// The name key keeps letters, digits and spaces only: nothing to escape.
const NAMED_PATTERNS = NAMED_EXERCISES.map(({ words, entry }) => ({
  pattern: new RegExp(`\\b${words}\\b`),
  entry,
}));

/** Text in lower case, apostrophes dropped, hyphens and punctuation inside a clause as spaces. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9&]+/g, ' ')
    .replace(/\bnot (good|great|fine|ok|okay|alright|healthy|strong)\b/g, 'bad')
    .trim();

/** Whether what `match` names in `item` is left out: the item does not say it is fine, or says to leave it out first. */
function leftOut(item: string, match: RegExpExecArray): boolean {
  const rest = blank(item, match);
  return !WELL.test(rest) || LEAVE_OUT.test(item.slice(0, match.index));
}

/** The text with a match replaced by spaces (positions stay). */
const blank = (text: string, match: RegExpExecArray) =>
  `${text.slice(0, match.index)}${' '.repeat(match[0].length)}${text.slice(match.index + match[0].length)}`;

class AvoidanceBuilder {
  readonly patterns = new Set<MovementPattern>();
  readonly families = new Set<ExerciseFamily>();
  readonly exercises = new Set<string>();
  readonly labels: string[] = [];

  add(reading: Reading): void {
    for (const pattern of reading.patterns ?? []) {
      if (this.patterns.has(pattern)) continue;
      this.patterns.add(pattern);
      this.labels.push(PATTERN_LABELS[pattern]);
    }
    for (const family of reading.families ?? []) {
      if (this.families.has(family)) continue;
      this.families.add(family);
      this.labels.push(EXERCISE_FAMILY_LABELS[family]);
    }
  }

  addExercise(entry: ExerciseCatalogueEntry): void {
    if (this.exercises.has(entry.id)) return;
    this.exercises.add(entry.id);
    this.labels.push(entry.name);
  }

  build(): Avoidance {
    return this.labels.length === 0 ? NO_AVOIDANCE : { ...this, labels: [...this.labels] };
  }
}

/** One comma-separated item: the exercises and movements it names, then the body parts and conditions. */
function readItem(raw: string, context: 'avoid' | 'mobility', into: AvoidanceBuilder): void {
  let item = plain(raw);
  if (item === '') return;
  // Catalogue names first ('no overhead squats' is that squat, not all overhead work), then movement words.
  let words = exerciseNameWords(item).join(' ');
  for (const { pattern, entry } of NAMED_PATTERNS) {
    for (let match = pattern.exec(words); match; match = pattern.exec(words)) {
      if (leftOut(words, match)) into.addExercise(entry);
      words = blank(words, match);
    }
  }
  item = words;
  // Every occurrence: 'no lunges or split squats' must not leave 'split squats' to the squat family.
  for (const [term, reading] of MOVEMENT_TERMS) {
    for (let match = term.exec(item); match; match = term.exec(item)) {
      if (leftOut(item, match)) into.add(reading);
      item = blank(item, match);
    }
  }
  // Body parts, each with what is said of it in its own part of the item ('bad knee and hip is fine').
  for (const part of item.split(/\b(?:and|or)\b/)) {
    const said = part.replace(/\s+/g, ' ').trim();
    for (const condition of CONDITIONS) {
      const match = condition.part.exec(said);
      if (!match) continue;
      const hurt = HURT.test(said);
      // Well when said so of the part ('knees: no pain'), or of the item and nothing here is wrong.
      const well = WELL.test(said) || (!hurt && WELL.test(item));
      if (well || ABSENT.test(said.slice(0, match.index))) continue;
      const tight = !hurt && (context === 'mobility' || TIGHT.test(said));
      into.add(tight ? condition.tight : condition.hurt);
    }
  }
}

function readInto(text: string, context: 'avoid' | 'mobility', into: AvoidanceBuilder): void {
  const sentences = text
    .split(/\s[-–—]+\s|[.;!?\n()]/)
    .flatMap((sentence) =>
      sentence.split(
        /\b(?:but|because|due to|since|so|although|though|however|whereas|while|as a result|cause|cuz)\b/i,
      ),
    );
  for (const sentence of sentences) for (const item of sentence.split(',')) readItem(item, context, into);
}

/**
 * Free text about injuries and movements to avoid, read as what to leave out (see `Avoidance`). Sentences and
 * comma-separated items are read apart ('knee pain - no lunges', 'bad knee, sore lower back'): an item's catalogue
 * exercise names, then its movement words (`MOVEMENT_TERMS`), each avoided unless the item says it is fine; then
 * its body parts and conditions (`CONDITIONS`), unless the item says the part is well or has no problem ('no knee
 * pain', 'knees are fine').
 */
export function readAvoidance(text: string): Avoidance {
  const into = new AvoidanceBuilder();
  readInto(text, 'avoid', into);
  return into.build();
}

/**
 * What a programme leaves out: current injuries, movements to avoid and mobility restrictions (a part named there
 * is read as tight, not injured: 'hips' keeps every hinge). Past injuries are healed by definition: the plan's
 * notes mention them instead.
 */
export function avoidanceOf(data: ProgramData): Avoidance {
  const { currentInjuries, movementsToAvoid, mobilityRestrictions } = data.physicalConsiderations;
  const into = new AvoidanceBuilder();
  readInto(currentInjuries, 'avoid', into);
  readInto(movementsToAvoid, 'avoid', into);
  readInto(mobilityRestrictions, 'mobility', into);
  return into.build();
}

/** Why an exercise is ruled out, as a sentence for the athlete or a checker report; undefined when it is allowed. */
export function avoidanceReason(entry: ExerciseCatalogueEntry, avoidance: Avoidance): string | undefined {
  if (avoidance.exercises.has(entry.id)) return `${entry.name} is an exercise the athlete must avoid.`;
  const family = [...exerciseFamilies(entry)].find((own) => avoidance.families.has(own));
  const label = avoidance.patterns.has(entry.pattern)
    ? PATTERN_LABELS[entry.pattern]
    : family && EXERCISE_FAMILY_LABELS[family];
  return label === undefined ? undefined : `${entry.name} is ruled out: the athlete must avoid ${label}.`;
}
