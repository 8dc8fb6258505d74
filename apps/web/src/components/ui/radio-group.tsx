import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** Radix's radio group: role="radiogroup", arrow keys move and choose, one tab stop for the group. */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-2', className)} {...props} />;
}

/**
 * One choice as a whole tappable card (at least 48 px tall): the radio and its words are one target, which a
 * small dot next to a label is not on a phone.
 */
export function RadioCard({
  className,
  children,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'flex min-h-12 w-full items-center gap-3 rounded-lg border border-input bg-background px-4 py-3 text-left text-sm shadow-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary/5',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-5 shrink-0 items-center justify-center rounded-full border border-input data-[checked=true]:border-primary"
      >
        <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
      </span>
      <span className="flex-1">{children}</span>
    </RadioGroupPrimitive.Item>
  );
}
