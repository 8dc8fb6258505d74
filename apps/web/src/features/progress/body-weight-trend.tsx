import {
  BODY_WEIGHT_SCREEN_TEXT,
  type BodyWeightPoint,
  formatMonthDay,
  formatWeightNumber,
  type WeightUnit,
} from '@liftwise/domain';
import { useMemo } from 'react';
import { CHART_COLORS, ChartArea } from '#web/components/charts/chart-card.tsx';
import { ChartTable } from '#web/components/charts/chart-table.tsx';
import { LineChartSvg } from '#web/components/charts/svg-charts.tsx';

const TEXT = BODY_WEIGHT_SCREEN_TEXT.bodyWeight;

/** The logged weights as dots and their 7-day average as the line, with the same figures as a table. */
export function BodyWeightTrend({ points, unit }: { points: readonly BodyWeightPoint[]; unit: WeightUnit }) {
  const dots = useMemo(
    () =>
      points.map((point) => ({
        label: formatMonthDay(point.date),
        value: point.weight,
        title: formatWeightNumber(point.weight, unit),
      })),
    [points, unit],
  );
  const average = useMemo(() => points.map((point) => point.average), [points]);
  const rows = useMemo(
    () =>
      points.map(
        (point) =>
          [
            formatMonthDay(point.date),
            formatWeightNumber(point.weight, unit),
            formatWeightNumber(point.average, unit),
          ] as const,
      ),
    [points, unit],
  );
  return (
    <div className="space-y-2">
      <ChartArea>{(width) => <LineChartSvg width={width} points={dots} average={average} />}</ChartArea>
      <div className="flex gap-4 text-muted-foreground text-xs" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <svg width="8" height="8" role="presentation">
            <circle cx="4" cy="4" r="3" fill={CHART_COLORS.muted} />
          </svg>
          {TEXT.rawLegend}
        </span>
        <span className="flex items-center gap-1.5">
          <svg width="16" height="8" role="presentation">
            <line x1="0" x2="16" y1="4" y2="4" stroke={CHART_COLORS.primary} strokeWidth={2} />
          </svg>
          {TEXT.averageLegend}
        </span>
      </div>
      <ChartTable caption={TEXT.tableCaption} columns={TEXT.tableColumns} rows={rows} />
    </div>
  );
}
