import {
  ANALYTICS_TEXT,
  formatMonthDay,
  type TrainingWeek,
  WEEKLY_WORKOUT_TARGET,
  type WeightUnit,
} from '@liftwise/domain';
import { useMemo } from 'react';
import { ChartArea, ChartCard } from '#web/components/charts/chart-card.tsx';
import { ChartTable } from '#web/components/charts/chart-table.tsx';
import { BarChartSvg } from '#web/components/charts/svg-charts.tsx';

const TEXT = ANALYTICS_TEXT;

/** 12,000 → '12k', 5,500 → '5.5k' on the axis; the tooltip and the table say the whole number. */
function shortWeight(value: number): string {
  return value >= 1000
    ? `${(value / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k`
    : String(value);
}

/** Sessions a week against the weekly target of 5, and the weight lifted a week in the athlete's unit. */
export function WeeklyCharts({ weekly, unit }: { weekly: readonly TrainingWeek[]; unit: WeightUnit }) {
  const { sessions, volume, rows } = useMemo(() => {
    const labelled = weekly.map((week) => ({ label: formatMonthDay(week.weekStart), week }));
    return {
      sessions: labelled.map(({ label, week }) => ({
        label,
        value: week.sessions,
        title: TEXT.sessionsCount(week.sessions),
      })),
      volume: labelled.map(({ label, week }) => ({
        label,
        value: week.volume,
        title: TEXT.weight(week.volume, unit),
      })),
      rows: labelled.map(
        ({ label, week }) => [label, String(week.sessions), TEXT.weight(week.volume, unit)] as const,
      ),
    };
  }, [weekly, unit]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title={TEXT.sessionsPerWeek} hint={TEXT.weeklyTarget(WEEKLY_WORKOUT_TARGET)}>
        <ChartArea>
          {(width) => <BarChartSvg width={width} points={sessions} target={WEEKLY_WORKOUT_TARGET} integer />}
        </ChartArea>
        <ChartTable caption={TEXT.weeklyTableCaption} columns={TEXT.weeklyTableColumns} rows={rows} />
      </ChartCard>
      <ChartCard title={TEXT.volumePerWeek(unit)}>
        <ChartArea>
          {(width) => <BarChartSvg width={width} points={volume} axisWidth={44} formatTick={shortWeight} />}
        </ChartArea>
      </ChartCard>
    </div>
  );
}
