import type { CSSProperties } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * A number on a scale: the browser's own range input (role="slider" with its value; arrow keys, Page Up/Down, Home
 * and End move it; a drag or a tap on the track sets it), drawn by the `.slider` styles in styles.css with a 28 px
 * thumb in a 44 px-high hit area for a thumb on a phone. `label` names it for screen readers and `valueText` says
 * its value in words.
 */
export function Slider({
  className,
  label,
  valueText,
  value,
  min,
  max,
  step,
  onValueChange,
}: {
  className?: string;
  label: string;
  valueText?: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number) => void;
}) {
  const fill = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"
      aria-label={label}
      aria-valuetext={valueText}
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(event) => onValueChange(Number(event.currentTarget.value))}
      style={{ '--slider-fill': `${fill}%` } as CSSProperties}
      className={cn('slider block h-11 w-full', className)}
    />
  );
}
