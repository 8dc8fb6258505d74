import {
  BODY_WEIGHT_SCREEN_TEXT,
  type BodyWeightEntry,
  bodyWeightTrend,
  type WeightUnit,
} from '@liftwise/domain';
import { Scale } from 'lucide-react';
import { useMemo } from 'react';
import { ChartCard } from '#web/components/charts/chart-card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { useBodyWeights } from './api.ts';
import { BodyWeightEntries } from './body-weight-entries.tsx';
import { BodyWeightForm } from './body-weight-form.tsx';
import { BodyWeightTrend } from './body-weight-trend.tsx';

const TEXT = BODY_WEIGHT_SCREEN_TEXT.bodyWeight;

/**
 * The body-weight log on Progress: the form, the period's trend (its first days' averages read the week before,
 * which is not drawn) and the newest entries with delete.
 */
export function BodyWeightCard({
  log,
  from,
  unit,
}: {
  log: ReturnType<typeof useBodyWeights>;
  /** The period's first day. */
  from: string;
  unit: WeightUnit;
}) {
  const entries = log.data?.entries;
  const points = useMemo(
    () => (entries ? bodyWeightTrend(entries, unit).filter((point) => point.date >= from) : []),
    [entries, unit, from],
  );
  const shown = useMemo(
    () => (entries ?? []).filter((entry: BodyWeightEntry) => entry.date >= from),
    [entries, from],
  );

  function content() {
    if (!log.data) {
      if (log.isPending)
        return (
          <div aria-busy="true">
            <p className="sr-only">{TEXT.loading}</p>
            <Skeleton className="h-56 rounded-lg" />
          </div>
        );
      return <LoadFailed title={TEXT.loadFailedTitle} message={TEXT.loadFailedHint} query={log} />;
    }
    if (points.length === 0)
      return (
        <EmptyState as="h3" icon={<Scale />} title={TEXT.emptyTitle} description={TEXT.emptyDescription} />
      );
    return (
      <>
        <BodyWeightTrend points={points} unit={unit} />
        <BodyWeightEntries entries={shown} unit={unit} />
      </>
    );
  }

  return (
    <ChartCard title={TEXT.title} hint={TEXT.hint}>
      <BodyWeightForm unit={unit} />
      {content()}
    </ChartCard>
  );
}
