import {
  chartDayLabels,
  EXERCISES_SCREEN_TEXT,
  formatMonthDay,
  type TrendPoint,
  type WeekVolume,
  type WeightUnit,
} from '@liftwise/domain';
import { useMemo } from 'react';
import { ChartArea, ChartCard } from '#web/components/charts/chart-card.tsx';
import { ChartTable } from '#web/components/charts/chart-table.tsx';
import { BarChartSvg, LineChartSvg } from '#web/components/charts/svg-charts.tsx';

const TEXT = EXERCISES_SCREEN_TEXT.exercisePage;

/** 12,000 → '12k' on the axis; the tooltip and the table say the whole number. */
function shortWeight(value: number): string {
  return value >= 1000
    ? `${(value / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k`
    : String(value);
}

/** The exercise's best estimated one-rep max of each week trained: a line, and its figures as a table. */
export function TrendChart({ trend, unit }: { trend: readonly TrendPoint[]; unit: WeightUnit }) {
  const { line, rows } = useMemo(() => {
    // Years of weeks: the axis names months and years, where a month and day would repeat.
    const labels = chartDayLabels(trend.map((point) => point.weekStart));
    const labelled = trend.map((point, index) => ({ label: labels[index] ?? point.weekStart, point }));
    return {
      line: labelled.map(({ label, point }) => ({
        label,
        value: point.oneRepMax,
        title: TEXT.weight(point.oneRepMax, unit),
      })),
      // The year too: two years of weeks would repeat a month and day.
      rows: trend.map(
        (point) =>
          [point.weekStart, TEXT.weight(point.oneRepMax, unit), TEXT.weight(point.topWeight, unit)] as const,
      ),
    };
  }, [trend, unit]);
  return (
    <ChartCard title={TEXT.trend} hint={TEXT.trendHint}>
      {trend.length === 0 ? (
        <p className="text-muted-foreground text-sm">{TEXT.noTrend}</p>
      ) : (
        <>
          <ChartArea>{(width) => <LineChartSvg width={width} points={line} axisWidth={44} />}</ChartArea>
          <ChartTable caption={TEXT.trend} columns={TEXT.trendColumns} rows={rows} />
        </>
      )}
    </ChartCard>
  );
}

/** The exercise's volume in each of the last weeks, zero weeks included. */
export function VolumeChart({ weeks, unit }: { weeks: readonly WeekVolume[]; unit: WeightUnit }) {
  const { bars, rows } = useMemo(() => {
    const labelled = weeks.map((week) => ({ label: formatMonthDay(week.weekStart), week }));
    return {
      bars: labelled.map(({ label, week }) => ({
        label,
        value: week.volume,
        title: TEXT.weight(week.volume, unit),
      })),
      rows: labelled.map(
        ({ label, week }) => [label, TEXT.weight(week.volume, unit), String(week.sets)] as const,
      ),
    };
  }, [weeks, unit]);
  return (
    <ChartCard title={TEXT.weeklyVolume(unit)} hint={TEXT.weeklyVolumeHint}>
      <ChartArea>
        {(width) => <BarChartSvg width={width} points={bars} axisWidth={44} formatTick={shortWeight} />}
      </ChartArea>
      <ChartTable caption={TEXT.weeklyVolume(unit)} columns={TEXT.volumeColumns} rows={rows} />
    </ChartCard>
  );
}
