import { ANALYTICS_TEXT, formatMonthDay, type TrainingWeek, WEEKLY_WORKOUT_TARGET } from '@liftwise/domain';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import {
  BAR_PROPS,
  CHART_COLORS,
  CHART_PROPS,
  ChartArea,
  ChartCard,
  X_AXIS_PROPS,
  Y_AXIS_PROPS,
} from './chart-card.tsx';
import { ChartTable } from './chart-table.tsx';

const TEXT = ANALYTICS_TEXT;

/** 12,000 → '12k', 5,500 → '5.5k' on the axis; the tooltip and the table say the whole number. */
function shortPounds(value: number): string {
  return value >= 1000
    ? `${(value / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k`
    : String(value);
}

/** Sessions a week against the weekly target of 5, and pounds lifted a week. */
export function WeeklyCharts({ weekly }: { weekly: readonly TrainingWeek[] }) {
  // Recharts compares its data by reference: built once per answer, not on every render.
  const points = useMemo(
    () =>
      weekly.map((week) => ({
        label: formatMonthDay(week.weekStart),
        sessions: week.sessions,
        volume: week.volume,
      })),
    [weekly],
  );
  const rows = useMemo(
    () => points.map((point) => [point.label, String(point.sessions), TEXT.pounds(point.volume)] as const),
    [points],
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title={TEXT.sessionsPerWeek} hint={TEXT.weeklyTarget(WEEKLY_WORKOUT_TARGET)}>
        <ChartArea>
          <BarChart data={points} {...CHART_PROPS} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
            <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
            <XAxis {...X_AXIS_PROPS} />
            <YAxis allowDecimals={false} {...Y_AXIS_PROPS} />
            <ReferenceLine
              y={WEEKLY_WORKOUT_TARGET}
              ifOverflow="extendDomain"
              stroke={CHART_COLORS.muted}
              strokeDasharray="4 4"
            />
            <Tooltip cursor={{ fill: CHART_COLORS.cursor }} />
            <Bar dataKey="sessions" name={TEXT.sessions} {...BAR_PROPS} />
          </BarChart>
        </ChartArea>
        <ChartTable caption={TEXT.weeklyTableCaption} columns={TEXT.weeklyTableColumns} rows={rows} />
      </ChartCard>
      <ChartCard title={TEXT.volumePerWeek}>
        <ChartArea>
          <BarChart data={points} {...CHART_PROPS} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
            <XAxis {...X_AXIS_PROPS} />
            <YAxis {...Y_AXIS_PROPS} width={44} tickFormatter={shortPounds} />
            <Tooltip
              cursor={{ fill: CHART_COLORS.cursor }}
              formatter={(value) => TEXT.pounds(Number(value))}
            />
            <Bar dataKey="volume" name={TEXT.volume} {...BAR_PROPS} />
          </BarChart>
        </ChartArea>
      </ChartCard>
    </div>
  );
}
