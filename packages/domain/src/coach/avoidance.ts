import type { MovementPattern } from '../exercises/options.ts';
import type { ProgramData } from '../programs/schema.ts';

/**
 * Free text about injuries and movements to avoid, read as movement patterns to leave out. Deliberately simple and
 * cautious: a keyword anywhere in the text removes its patterns, even in 'no knee pain' (better one exercise too
 * few than one that hurts). The rules are listed in the domain README ("Coach guidance").
 */
export const AVOIDANCE_RULES: readonly { keywords: RegExp; patterns: readonly MovementPattern[] }[] = [
  {
    keywords: /\b(overhead|shoulders?|rotator|military press|ohp)\b/,
    patterns: ['vertical-push', 'olympic'],
  },
  { keywords: /\bsquat/, patterns: ['squat'] },
  { keywords: /\b(knees?|acl|mcl|menisc\w*|patell\w*)\b/, patterns: ['squat', 'lunge', 'plyometric'] },
  { keywords: /\b(lunges?|split squats?|step[- ]?ups?)\b/, patterns: ['lunge'] },
  {
    keywords:
      /\b(deadlifts?|hinges?|hinging|lower back|low back|back pain|spine|spinal|discs?|herniat\w*|sciatica)\b/,
    patterns: ['hinge', 'olympic'],
  },
  { keywords: /\b(hips?)\b/, patterns: ['hinge', 'lunge'] },
  { keywords: /\b(ankles?|achilles|jump\w*|plyo\w*|impact)\b/, patterns: ['plyometric'] },
  { keywords: /\b(bench|chest|pecs?|push[- ]?ups?)\b/, patterns: ['horizontal-push'] },
  { keywords: /\b(pull[- ]?ups?|chin[- ]?ups?|pulldowns?|hanging)\b/, patterns: ['vertical-pull'] },
  { keywords: /\b(rows?|rowing)\b/, patterns: ['horizontal-pull'] },
  { keywords: /\b(olympic|cleans?|snatch\w*|jerks?)\b/, patterns: ['olympic'] },
  { keywords: /\b(carry|carries|farmers?)\b/, patterns: ['carry'] },
  { keywords: /\b(running|sprints?|cardio|conditioning)\b/, patterns: ['conditioning'] },
];

/** The patterns one text asks to avoid. */
export function avoidedPatternsIn(text: string): Set<MovementPattern> {
  const lower = text.toLowerCase();
  const patterns = new Set<MovementPattern>();
  for (const rule of AVOIDANCE_RULES) {
    if (rule.keywords.test(lower)) for (const pattern of rule.patterns) patterns.add(pattern);
  }
  return patterns;
}

/**
 * The patterns a programme leaves out: from current injuries, movements to avoid and mobility restrictions. Past
 * injuries are healed by definition; the plan's notes mention them instead.
 */
export function avoidedPatternsOf(data: ProgramData): Set<MovementPattern> {
  const { currentInjuries, movementsToAvoid, mobilityRestrictions } = data.physicalConsiderations;
  return avoidedPatternsIn([currentInjuries, movementsToAvoid, mobilityRestrictions].join('\n'));
}
