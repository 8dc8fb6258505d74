import { LIMITS } from '../constants/limits.ts';
import type { ProgramData } from '../programs/schema.ts';
import { GOAL_GUIDANCE, type TrainingGoal } from './guidance.ts';
import type { OneRepMax } from './one-rep-max.ts';
import type { PlanShape } from './plan-model.ts';
import { formatRest } from './quantities.ts';

/** The plan's name, description, progression guidelines and notes, in plain words. */
interface PlanFacts {
  data: ProgramData;
  shape: PlanShape;
  goals: readonly TrainingGoal[];
  maxes: ReadonlyMap<string, OneRepMax>;
  avoided: readonly string[];
  returning: boolean;
}

const MODEL_TEXT = {
  linear:
    'Linear progression: the same reps every week, a little more weight each week while every set is completed with good form.',
  undulating:
    'Weekly undulating progression: the weeks rotate through lighter, medium and heavy rep targets, and the loads rise with each three-week wave.',
  block:
    'Block progression: a volume block (more reps), a strength block and an intensity block (fewer, heavier reps), each raising its loads week by week.',
} as const;

const LIFT_NAMES: Record<string, string> = {
  'back-squat': 'Back Squat',
  'bench-press': 'Bench Press',
  deadlift: 'Deadlift',
  'overhead-press': 'Overhead Press',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function goalLabels(goals: readonly TrainingGoal[]): string {
  return goals.map((goal) => GOAL_GUIDANCE[goal].label).join(' and ');
}

function guidelines({ shape, goals }: PlanFacts): string {
  const ranges = goals
    .map((goal) => {
      const g = GOAL_GUIDANCE[goal];
      return `${g.label}: ${g.reps.min}–${g.reps.max} reps, ${g.sets.min}–${g.sets.max} sets, rest ${formatRest(g.restSeconds.min)}–${formatRest(g.restSeconds.max)}`;
    })
    .join('; ');
  const parts = [
    MODEL_TEXT[shape.model],
    `Add about ${shape.loadStepPercent} % of your max per week (${shape.style} progression); if a set falls short, repeat the load next week.`,
    `Every ${shape.deloadEvery}th week is a deload: fewer sets and about 10 % lighter.`,
    shape.testEvery > 0
      ? `Re-test your main lifts every ${shape.testEvery === 1 ? 'week' : `${shape.testEvery} weeks`} with one hard set and update your estimated max.`
      : 'No max testing inside the plan: judge progress by the loads you lift for the prescribed reps.',
    `Guidance followed (NSCA): ${ranges}.`,
  ];
  return parts.join(' ').slice(0, LIMITS.longText);
}

function notes({ data, maxes, avoided, returning, shape }: PlanFacts): string[] {
  const list: string[] = [];
  for (const [id, max] of maxes) {
    list.push(
      `${LIFT_NAMES[id] ?? id}: estimated max ${max.weight} ${max.unit} (Epley formula), the basis of its working weights.`,
    );
  }
  if (avoided.length > 0)
    list.push(`Left out because of your injuries or movements to avoid: ${avoided.join(', ')}.`);
  if (data.physicalConsiderations.pastInjuries.trim() !== '') {
    list.push('Past injuries noted: warm up well and stop any exercise that brings back pain.');
  }
  if (returning)
    list.push(`The first ${shape.rampUpWeeks} week(s) are lighter to ease you back in after your break.`);
  list.push('Warm up before each session with lighter sets of the first exercise.');
  list.push('Stop any set that causes sharp pain; this plan does not replace medical advice.');
  return list.map((note) => note.slice(0, LIMITS.text));
}

export function describePlan(facts: PlanFacts) {
  const { data, shape, goals } = facts;
  const style = data.trainingPreferences.trainingStyle;
  return {
    programName: `${shape.weeks}-Week ${capitalise(goalLabels(goals))} Plan`.slice(0, LIMITS.name),
    description:
      `A ${shape.weeks}-week plan for ${goalLabels(goals)}: ${data.trainingDays} day(s) a week${style && style !== 'no-preference' ? ` (${style})` : ''}, about ${data.sessionDuration} minutes a session, with exercises your equipment allows.`.slice(
        0,
        LIMITS.longText,
      ),
    progressionGuidelines: guidelines(facts),
    notes: notes(facts),
  };
}
