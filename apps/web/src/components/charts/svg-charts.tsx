import { CHART_COLORS, CHART_HEIGHT } from './chart-card.tsx';
import { barPath, labelStride, niceScale, type Scale } from './chart-geometry.ts';

/** One week (or day) of a chart: its axis label, its value, and what a pointer resting on it reads. */
export interface ChartPoint {
  label: string;
  value: number;
  /** The figure in words ('3 sessions', '4,250 lbs'), shown as the point's tooltip. */
  title: string;
}

interface Frame {
  width: number;
  /** Room for the value labels on the left. */
  axisWidth: number;
  scale: Scale;
  points: readonly ChartPoint[];
  formatTick?: (value: number) => string;
}

const TOP = 8;
const RIGHT = 12;
/** Room for the week labels under the plot. */
const BOTTOM = 24;
const TICK_TYPE = { fill: CHART_COLORS.muted, fontSize: 12 } as const;

/** Where a value sits on the plot's height, and where the n-th of the points' bands starts. */
function layout({ width, axisWidth, scale, points }: Frame) {
  const plotWidth = Math.max(width - axisWidth - RIGHT, 1);
  const plotHeight = CHART_HEIGHT - TOP - BOTTOM;
  const band = plotWidth / Math.max(points.length, 1);
  const y = (value: number) => TOP + plotHeight * (1 - (value - scale.min) / (scale.max - scale.min || 1));
  return { plotWidth, plotHeight, band, y, x: (index: number) => axisWidth + index * band };
}

/** The horizontal grid with its value labels, and every n-th week label that fits under the plot. */
function Axes(frame: Frame) {
  const { plotWidth, band, y, x } = layout(frame);
  const stride = labelStride(frame.points.length, plotWidth);
  return (
    <g>
      {frame.scale.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={frame.axisWidth}
            x2={frame.axisWidth + plotWidth}
            y1={y(tick)}
            y2={y(tick)}
            stroke={CHART_COLORS.grid}
          />
          <text x={frame.axisWidth - 6} y={y(tick)} dy="0.32em" textAnchor="end" {...TICK_TYPE}>
            {frame.formatTick ? frame.formatTick(tick) : tick}
          </text>
        </g>
      ))}
      {frame.points.map((point, index) =>
        index % stride === 0 ? (
          <text
            key={point.label}
            x={x(index) + band / 2}
            y={CHART_HEIGHT - 6}
            textAnchor="middle"
            {...TICK_TYPE}
          >
            {point.label}
          </text>
        ) : null,
      )}
    </g>
  );
}

/**
 * Bars from zero, one per point (none where the value is zero), with an optional dashed target line (the axis
 * reaches it even when no bar does).
 */
export function BarChartSvg({
  width,
  points,
  target,
  integer = false,
  axisWidth = 32,
  formatTick,
}: {
  width: number;
  points: readonly ChartPoint[];
  target?: number;
  integer?: boolean;
  axisWidth?: number;
  formatTick?: (value: number) => string;
}) {
  const highest = Math.max(0, target ?? 0, ...points.map((point) => point.value));
  const frame: Frame = { width, axisWidth, scale: niceScale(0, highest, { integer }), points, formatTick };
  const { plotWidth, band, y, x } = layout(frame);
  // A tenth of each band free on either side, as chart libraries space category bars.
  const barWidth = band * 0.8;
  return (
    <svg width={width} height={CHART_HEIGHT} role="presentation">
      <Axes {...frame} />
      {points.map((point, index) =>
        point.value > 0 ? (
          <path
            key={point.label}
            data-chart="bar"
            d={barPath(x(index) + band * 0.1, y(point.value), barWidth, y(0) - y(point.value), 4)}
            fill={CHART_COLORS.primary}
          >
            <title>{`${point.label}: ${point.title}`}</title>
          </path>
        ) : null,
      )}
      {target === undefined ? null : (
        <line
          x1={axisWidth}
          x2={axisWidth + plotWidth}
          y1={y(target)}
          y2={y(target)}
          stroke={CHART_COLORS.muted}
          strokeDasharray="4 4"
        />
      )}
    </svg>
  );
}

/**
 * A line through the points, each marked by a dot, on an axis fitted to the values (not from zero). With `average`
 * (one value per point), the points are dots only and the line is the average's.
 */
export function LineChartSvg({
  width,
  points,
  axisWidth = 44,
  average,
}: {
  width: number;
  points: readonly ChartPoint[];
  axisWidth?: number;
  average?: readonly number[];
}) {
  const values = points.length > 0 ? [...points.map((point) => point.value), ...(average ?? [])] : [0];
  const frame: Frame = {
    width,
    axisWidth,
    scale: niceScale(Math.min(...values), Math.max(...values)),
    points,
  };
  const { band, y, x } = layout(frame);
  const centres = points.map((point, index) => [x(index) + band / 2, y(point.value)] as const);
  return (
    <svg width={width} height={CHART_HEIGHT} role="presentation">
      <Axes {...frame} />
      <polyline
        data-chart={average ? 'average' : 'line'}
        points={(average ? average.map((value, index) => [x(index) + band / 2, y(value)] as const) : centres)
          .map(([cx, cy]) => `${cx},${cy}`)
          .join(' ')}
        fill="none"
        stroke={CHART_COLORS.primary}
        strokeWidth={2}
      />
      {centres.map(([cx, cy], index) => (
        <circle
          key={points[index]?.label}
          data-chart="point"
          cx={cx}
          cy={cy}
          r={3}
          fill={average ? CHART_COLORS.muted : CHART_COLORS.primary}
        >
          <title>{`${points[index]?.label}: ${points[index]?.title}`}</title>
        </circle>
      ))}
    </svg>
  );
}
