import { ANALYTICS_TEXT, type ExerciseProgress, formatMonthDay, type WeightUnit } from '@liftwise/domain';
import { useId, useMemo, useState } from 'react';
import { ChartArea, ChartCard } from '#web/components/charts/chart-card.tsx';
import { ChartTable } from '#web/components/charts/chart-table.tsx';
import { LineChartSvg } from '#web/components/charts/svg-charts.tsx';
import { ChoiceSelect } from '#web/components/ui/choice-select.tsx';
import { Label } from '#web/components/ui/label.tsx';

const TEXT = ANALYTICS_TEXT;

/**
 * The estimated one-rep max of one exercise, the best of each week; the athlete picks which of their most trained
 * lifts (those with weighted sets of 1-12 reps).
 */
export function StrengthTrend({
  exercises,
  unit,
}: {
  exercises: readonly ExerciseProgress[];
  unit: WeightUnit;
}) {
  const selectId = useId();
  const charted = useMemo(() => exercises.filter((exercise) => exercise.trend.length > 0), [exercises]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  // A period without the chosen lift falls back to the most trained one.
  const exercise = charted.find((item) => item.name === chosen) ?? charted[0];
  const points = useMemo(
    () =>
      (exercise?.trend ?? []).map((point) => ({
        label: formatMonthDay(point.weekStart),
        oneRepMax: point.oneRepMax,
        topWeight: point.topWeight,
      })),
    [exercise],
  );
  const line = useMemo(
    () =>
      points.map((point) => ({
        label: point.label,
        value: point.oneRepMax,
        title: TEXT.weight(point.oneRepMax, unit),
      })),
    [points, unit],
  );
  const rows = useMemo(
    () =>
      points.map(
        (point) =>
          [point.label, TEXT.weight(point.oneRepMax, unit), TEXT.weight(point.topWeight, unit)] as const,
      ),
    [points, unit],
  );

  return (
    <ChartCard title={TEXT.strengthTrend} hint={TEXT.strengthHint}>
      {exercise ? (
        <>
          <div className="grid max-w-xs gap-2">
            <Label htmlFor={selectId}>{TEXT.exerciseLabel}</Label>
            <ChoiceSelect
              id={selectId}
              value={exercise.name}
              onValueChange={setChosen}
              choices={charted.map((item) => ({ value: item.name, label: item.name }))}
            />
          </div>
          <ChartArea>{(width) => <LineChartSvg width={width} points={line} />}</ChartArea>
          <ChartTable
            caption={`${TEXT.strengthTrend}: ${exercise.name}`}
            columns={TEXT.trendTableColumns}
            rows={rows}
          />
        </>
      ) : (
        <p className="text-muted-foreground text-sm">{TEXT.noWeightedSets}</p>
      )}
    </ChartCard>
  );
}
