import {
  experienceLabel,
  type GeneratedPlan,
  PROGRAM_SCREEN_TEXT,
  type ProgramData,
  primaryGoalLabel,
  SESSION_DURATIONS,
} from '@liftwise/domain';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

const TEXT = PROGRAM_SCREEN_TEXT.planReview;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-muted/60 px-3 py-2">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-base tabular-nums">{value}</dd>
    </div>
  );
}

/** Spec §2 'Plan Overview': what the program is, for whom, and how it progresses. */
export function PlanOverview({ plan, answers }: { plan: GeneratedPlan; answers: ProgramData }) {
  const sessionLabel =
    SESSION_DURATIONS.find((d) => d.value === answers.sessionDuration)?.label ?? answers.sessionDuration;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{TEXT.overviewTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <h3 className="font-semibold text-lg leading-tight">{plan.programName}</h3>
          {plan.description ? <p className="text-muted-foreground text-sm">{plan.description}</p> : null}
          {answers.primaryGoals.length > 0 || answers.experienceLevel ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={TEXT.goals}>
              {answers.primaryGoals.map((goal) => (
                <li key={goal}>
                  <Badge className="whitespace-normal">{primaryGoalLabel(goal)}</Badge>
                </li>
              ))}
              {answers.experienceLevel ? (
                <li>
                  <Badge variant="outline">
                    {TEXT.experience}: {experienceLabel(answers.experienceLevel)}
                  </Badge>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Fact label={TEXT.duration} value={TEXT.weeks(plan.duration)} />
          <Fact label={TEXT.frequency} value={TEXT.perWeek(answers.trainingDays)} />
          <Fact label={TEXT.sessionLength} value={`${sessionLabel} min`} />
          <Fact label={TEXT.totalWorkouts} value={String(plan.totalWorkouts)} />
        </dl>
        {plan.progressionGuidelines ? (
          <section className="space-y-1">
            <h4 className="font-medium text-sm">{TEXT.progressionGuidelines}</h4>
            <p className="whitespace-pre-line text-muted-foreground text-sm">{plan.progressionGuidelines}</p>
          </section>
        ) : null}
        {plan.notes.length > 0 ? (
          <section className="space-y-1">
            <h4 className="font-medium text-sm">{TEXT.notes}</h4>
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground text-sm">
              {plan.notes.map((note, i) => (
                // Notes are plain lines that may repeat; their place is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
                <li key={i}>{note}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
