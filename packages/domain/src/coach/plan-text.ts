import { LIMITS } from '../constants/limits.ts';
import type { OneRepMax } from '../records/one-rep-max.ts';
import type { ProgramData } from '../strength-plans/schema.ts';
import { formatRest } from '../workouts/quantities.ts';
import { GOAL_GUIDANCE, LIGHT_WEEK_SET_SHARE, type TrainingGoal } from './guidance.ts';
import { type PlanShape, type WeekKind, weekKind } from './plan-model.ts';
import { warmUpText } from './session-length.ts';
import { count, indefiniteArticle, listing } from './words.ts';

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
    "Daily undulating progression: the week's sessions rotate through lighter, medium and heavy rep targets, and each session adds a little weight every week.",
  block:
    'Block progression: a volume block (more reps), a strength block and an intensity block (fewer, heavier reps), each raising its loads week by week.',
} as const;

const STYLE_TEXT = {
  'full-body': 'full body',
  'upper-lower': 'upper/lower',
  'push-pull-legs': 'push/pull/legs',
  'body-part': 'body-part split',
} as const;

const LIFT_NAMES: Record<string, string> = {
  'back-squat': 'Back Squat',
  'bench-press': 'Bench Press',
  deadlift: 'Deadlift',
  'overhead-press': 'Overhead Press',
};

const DELOAD_CUT_PERCENT = Math.round((1 - LIGHT_WEEK_SET_SHARE) * 100);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function goalLabels(goals: readonly TrainingGoal[]): string {
  return goals.map((goal) => GOAL_GUIDANCE[goal].label).join(' and ');
}

/** The weeks of the plan of one kind, in order. */
export function weeksOfKind(shape: PlanShape, kind: WeekKind): number[] {
  return Array.from({ length: shape.weeks }, (_, i) => i + 1).filter(
    (week) => weekKind(shape, week) === kind,
  );
}

const weekList = (weeks: readonly number[]) =>
  `${weeks.length === 1 ? 'week' : 'weeks'} ${listing(weeks.map(String))}`;

function guidelines({ shape, goals, data }: PlanFacts): string {
  const ranges = goals
    .map((goal) => {
      const g = GOAL_GUIDANCE[goal];
      return `${g.label}: ${g.reps.min}–${g.reps.max} reps, ${g.sets.min}–${g.sets.max} sets, rest ${formatRest(g.restSeconds.min)}–${formatRest(g.restSeconds.max)}`;
    })
    .join('; ');
  const deloads = weeksOfKind(shape, 'deload');
  const tests = weeksOfKind(shape, 'test');
  const frequency = data.progression.maxTestingFrequency ?? 'monthly';
  const parts = [
    MODEL_TEXT[shape.model],
    `Loaded lifts add about ${shape.loadStepPercent}% of your max a week (${shape.style} progression); if a set falls short, repeat the load next week.`,
    'Bodyweight and band exercises add reps through the range, then move to a harder variation, the next band or a slower tempo; holds add seconds and carries metres.',
    deloads.length > 0
      ? `${capitalise(weekList(deloads))} ${deloads.length === 1 ? 'is a deload' : 'are deloads'}: about ${DELOAD_CUT_PERCENT}% fewer sets and 10% lighter loads.`
      : 'The plan is too short for a deload week: take an easy week after it.',
    tests.length > 0
      ? `Re-test your main lifts in ${weekList(tests)} with one hard set and update your estimated max.`
      : `No max test falls inside this plan (you test ${frequency === 'rarely' ? 'rarely' : frequency}): judge progress by the loads and reps you reach, and re-test after it.`,
    `Guidance followed (NSCA): ${ranges}.`,
  ];
  return parts.join(' ').slice(0, LIMITS.longText);
}

function notes({ data, maxes, avoided, returning, shape }: PlanFacts): string[] {
  const list: string[] = [];
  for (const [id, max] of maxes) {
    list.push(
      `${LIFT_NAMES[id] ?? id}: estimated max ${max.value} ${max.unit} (Epley formula), the basis of its working weights.`,
    );
  }
  if (avoided.length > 0)
    list.push(`Left out because of your injuries or movements to avoid: ${avoided.join(', ')}.`);
  if (data.physicalConsiderations.pastInjuries.trim() !== '') {
    list.push('Past injuries noted: warm up well and stop any exercise that brings back pain.');
  }
  if (returning && shape.rampUpWeeks > 0) {
    list.push(
      shape.rampUpWeeks === 1
        ? 'The first week is lighter, to ease you back in after your break.'
        : `The first ${shape.rampUpWeeks} weeks are lighter, to ease you back in after your break.`,
    );
  }
  list.push('Warm up before each session with lighter sets of the first exercise.');
  list.push('Stop any set that causes sharp pain; this plan does not replace medical advice.');
  return list.map((note) => note.slice(0, LIMITS.text));
}

/** A week's workout notes: what kind of week it is, and the warm-up its length includes. */
export function weekNote(kind: WeekKind, warmUp: number): string {
  const warmUpLine = `${warmUpText(warmUp)} with light sets of the first exercise.`;
  const lead = {
    'ramp-up': 'Return-to-training week: fewer sets and lighter loads while your body readjusts.',
    deload: `Deload week: about ${DELOAD_CUT_PERCENT}% fewer sets and 10% lighter loads, to recover before the next push.`,
    test: 'Test week: the first exercise of the week starts with a test set.',
    normal: '',
  }[kind];
  return [lead, warmUpLine].filter((part) => part !== '').join(' ');
}

export function describePlan(facts: PlanFacts) {
  const { data, shape, goals } = facts;
  const style = data.trainingPreferences.trainingStyle;
  const styleText = style && style !== 'no-preference' ? ` (${STYLE_TEXT[style]})` : '';
  return {
    programName: `${shape.weeks}-Week ${capitalise(goalLabels(goals))} Plan`.slice(0, LIMITS.name),
    description:
      `${capitalise(indefiniteArticle(shape.weeks))} ${shape.weeks}-week plan for ${goalLabels(goals)}: ${count(data.trainingDays, 'day')} a week${styleText}, about ${data.sessionDuration} minutes a session, with exercises your equipment allows.`.slice(
        0,
        LIMITS.longText,
      ),
    progressionGuidelines: guidelines(facts),
    notes: notes(facts),
  };
}
