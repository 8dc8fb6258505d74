import { ANALYTICS_RANGES_WEEKS, ANALYTICS_TEXT, type AnalyticsRangeWeeks } from '@liftwise/domain';
import { Button } from '#web/components/ui/button.tsx';

/** 4, 12 or 26 weeks: a row of toggle buttons, the chosen one pressed. */
export function PeriodPicker({
  weeks,
  onChange,
}: {
  weeks: AnalyticsRangeWeeks;
  onChange: (weeks: AnalyticsRangeWeeks) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{ANALYTICS_TEXT.rangeLabel}</legend>
      {ANALYTICS_RANGES_WEEKS.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={option === weeks ? 'default' : 'outline'}
          aria-pressed={option === weeks}
          onClick={() => onChange(option)}
        >
          {ANALYTICS_TEXT.range(option)}
        </Button>
      ))}
    </fieldset>
  );
}
