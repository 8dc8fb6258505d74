import { ANALYTICS_TEXT, formatMonthDay, type TrainingWeek, WEEKLY_WORKOUT_TARGET } from '@liftwise/domain';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, CHART_COLORS, ChartArea, ChartCard } from './chart-card.tsx';
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
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={points}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: -24 }}
            >
              <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
              <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} minTickGap={12} />
              <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
              <ReferenceLine
                y={WEEKLY_WORKOUT_TARGET}
                ifOverflow="extendDomain"
                stroke={CHART_COLORS.muted}
                strokeDasharray="4 4"
              />
              <Tooltip cursor={{ fill: CHART_COLORS.cursor }} />
              <Bar
                dataKey="sessions"
                name={TEXT.sessions}
                fill={CHART_COLORS.primary}
                radius={[4, 4, 0, 0]}
              />
            </BarChart>
          </ResponsiveContainer>
        </ChartArea>
        <ChartTable caption={TEXT.weeklyTableCaption} columns={TEXT.weeklyTableColumns} rows={rows} />
      </ChartCard>
      <ChartCard title={TEXT.volumePerWeek}>
        <ChartArea>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={points}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            >
              <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
              <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} minTickGap={12} />
              <YAxis
                tick={AXIS_TICK}
                tickLine={false}
                axisLine={false}
                width={44}
                tickFormatter={shortPounds}
              />
              <Tooltip
                cursor={{ fill: CHART_COLORS.cursor }}
                formatter={(value) => TEXT.pounds(Number(value))}
              />
              <Bar
                dataKey="volume"
                name={TEXT.volume}
                fill={CHART_COLORS.primary}
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </ChartArea>
      </ChartCard>
    </div>
  );
}
