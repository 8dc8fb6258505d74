import { EXERCISES_SCREEN_TEXT, type ExerciseHistorySession, type WeightUnit } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { Award, Dumbbell, History, Trophy } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { StatCard } from '#web/components/stat-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useExerciseHistory } from './api.ts';
import { TrendChart, VolumeChart } from './history-charts.tsx';

const TEXT = EXERCISES_SCREEN_TEXT.exercisePage;

function HistorySkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <p className="sr-only">{TEXT.historyLoading}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-[74px] rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}

/** The athlete's own history of the exercise: figures, trend, volume, records, then every session, a page at a time. */
export function ExerciseHistory({ exerciseId }: { exerciseId: string }) {
  const history = useExerciseHistory(exerciseId);
  const data = history.data;

  function content() {
    if (!data) {
      if (history.isPending) return <HistorySkeleton />;
      return <LoadFailed title={TEXT.historyFailedTitle} message={TEXT.historyFailedHint} query={history} />;
    }
    const { summary } = data;
    if (summary.sessions === 0)
      return (
        <EmptyState
          as="h3"
          icon={<History />}
          title={TEXT.historyEmpty}
          description={TEXT.historyEmptyHint}
        />
      );
    const unit = summary.unit;
    const best = summary.bestSet;
    const heaviest = summary.heaviest;
    return (
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <StatCard label={TEXT.sessions} value={TEXT.sessionsCount(summary.sessions)} icon={<History />} />
          <StatCard
            label={TEXT.bestSet}
            value={best ? TEXT.set(best.weight, unit, String(best.reps), best.rpe) : TEXT.noWeightedSets}
            icon={<Trophy />}
          />
          <StatCard
            label={TEXT.heaviest}
            value={heaviest ? TEXT.set(heaviest.weight, unit, String(heaviest.reps)) : TEXT.noWeightedSets}
            icon={<Dumbbell />}
          />
        </div>
        {best ? (
          <p className="text-muted-foreground text-sm">
            {TEXT.setOn(TEXT.estimatedMax(best.oneRepMax, unit), TEXT.day(best.day))}
          </p>
        ) : null}
        {summary.truncated ? (
          <p className="text-muted-foreground text-sm">{TEXT.truncated(summary.sessions)}</p>
        ) : null}
        <div className="grid gap-4 lg:grid-cols-2">
          <TrendChart trend={summary.trend} unit={unit} />
          <VolumeChart weeks={summary.weeklyVolume} unit={unit} />
        </div>
        {summary.includesBodyWeight ? (
          <p className="text-muted-foreground text-sm" data-testid="includes-body-weight">
            {TEXT.includesBodyWeight}
          </p>
        ) : null}
        <section className="space-y-3 rounded-xl border bg-card p-4 sm:p-5" aria-labelledby="records">
          <div>
            <h3 id="records" className="font-semibold">
              {TEXT.records}
            </h3>
            <p className="text-muted-foreground text-sm">{TEXT.recordsHint}</p>
          </div>
          {summary.records.length === 0 ? (
            <p className="text-muted-foreground text-sm">{TEXT.noRecords}</p>
          ) : (
            <ul className="divide-y">
              {summary.records.map((record, index) => (
                <li
                  // Records are listed once each, newest first; two may share a day and a set.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for one answer
                  key={index}
                  className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <Award className="size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span className="truncate text-sm">{TEXT.recordKind[record.kind]}</span>
                  </span>
                  <span className="shrink-0 text-right text-sm tabular-nums">
                    <span className="font-medium">{TEXT.set(record.weight, unit, String(record.reps))}</span>
                    <span className="block text-muted-foreground text-xs">{TEXT.day(record.day)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="space-y-3" aria-labelledby="sessions">
          <h3 id="sessions" className="font-semibold">
            {TEXT.sessions}
          </h3>
          <SessionList sessions={data.sessions} unit={unit} />
          {data.nextBefore ? <OlderPages exerciseId={exerciseId} before={data.nextBefore} /> : null}
        </section>
      </div>
    );
  }

  return (
    <section className="space-y-3" aria-labelledby="history">
      <h2 id="history" className="font-semibold text-lg">
        {TEXT.history}
      </h2>
      {content()}
    </section>
  );
}

/** The next page of sessions once asked for, then its own "older" button: each page is its own cached read. */
function OlderPages({ exerciseId, before }: { exerciseId: string; before: string }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button variant="outline" className="h-11 w-full sm:w-auto" onClick={() => setOpen(true)}>
        {TEXT.olderSessions}
      </Button>
    );
  return <OlderPage exerciseId={exerciseId} before={before} />;
}

function OlderPage({ exerciseId, before }: { exerciseId: string; before: string }) {
  const page = useExerciseHistory(exerciseId, before);
  if (!page.data) {
    if (page.isPending) return <p className="text-muted-foreground text-sm">{TEXT.loadingOlder}</p>;
    return <LoadFailed title={TEXT.historyFailedTitle} message={TEXT.historyFailedHint} query={page} />;
  }
  return (
    <>
      <SessionList sessions={page.data.sessions} unit={page.data.summary.unit} />
      {page.data.nextBefore ? <OlderPages exerciseId={exerciseId} before={page.data.nextBefore} /> : null}
    </>
  );
}

function SessionList({ sessions, unit }: { sessions: readonly ExerciseHistorySession[]; unit: WeightUnit }) {
  return (
    <ol className="space-y-2">
      {sessions.map((session) => (
        <li key={session.completedWorkoutId} className="rounded-xl border bg-card p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <Link
              to="/workouts/view/$workoutId"
              params={{ workoutId: session.completedWorkoutId }}
              className="font-medium underline-offset-4 hover:underline"
            >
              {TEXT.day(session.day)}
            </Link>
            <span className="text-muted-foreground text-xs">
              {session.workoutName} · {TEXT.sessionVolume(session.volume, unit)}
            </span>
          </div>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={TEXT.setsLabel}>
            {session.sets.map((set, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a session's sets keep their order
              <li key={index} className="rounded-md bg-muted px-2 py-1 text-sm tabular-nums">
                {TEXT.set(set.weight, unit, set.reps, set.rpe)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
