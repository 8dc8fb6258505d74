import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Radix's slider with one thumb: role="slider" with its aria values, moved by arrow keys, Page Up/Down, Home and
 * End. The thumb is 28 px with a 44 px hit area for a thumb on a phone; `label` names it for screen readers.
 */
export function Slider({
  className,
  label,
  valueText,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & { label: string; valueText?: string }) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-11 w-full touch-none select-none items-center', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-secondary">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block size-7 rounded-full border-2 border-primary bg-background shadow-md transition-colors before:absolute before:-inset-2 before:content-[''] focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
      />
    </SliderPrimitive.Root>
  );
}
