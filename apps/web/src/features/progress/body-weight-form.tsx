import {
  BODY_WEIGHT_NOTE_MAX,
  BODY_WEIGHT_SCREEN_TEXT,
  BODY_WEIGHT_SUCCESS_TOASTS,
  type BodyWeightFormValues,
  bodyWeightFormInput,
  bodyWeightInputSchema,
  type WeightUnit,
} from '@liftwise/domain';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { refusedValues } from '#web/lib/form-refusal.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { browserToday } from '#web/lib/time-zone.ts';
import { useSaveBodyWeight } from './api.ts';

const TEXT = BODY_WEIGHT_SCREEN_TEXT.bodyWeight;

/** The domain's schema on what was typed, each message on the control it names. */
function resolverFor(unit: WeightUnit): Resolver<BodyWeightFormValues> {
  return (values, _context, options) => {
    const parsed = bodyWeightInputSchema.safeParse(bodyWeightFormInput(values, unit));
    if (parsed.success) return { values, errors: {} };
    const messages: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'weight');
      messages[field] ??= issue.message;
    }
    return refusedValues(messages, 'domain', options);
  };
}

/**
 * Logs a day's weight in the athlete's unit; the day is today in their zone unless changed. A failed save keeps
 * what was typed, so Log Weight sends it again.
 */
export function BodyWeightForm({ unit }: { unit: WeightUnit }) {
  const save = useSaveBodyWeight();
  const form = useForm<BodyWeightFormValues>({
    defaultValues: { date: browserToday(), weight: '', note: '' },
    resolver: resolverFor(unit),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  async function submit(values: BodyWeightFormValues) {
    if (!(await succeeded(save.mutateAsync({ entry: bodyWeightFormInput(values, unit) })))) return;
    showToast(BODY_WEIGHT_SUCCESS_TOASTS.bodyWeightSaved);
    form.reset({ date: values.date, weight: '', note: '' });
  }

  return (
    <form
      aria-label={TEXT.formLabel}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="grid gap-3 sm:grid-cols-[10rem_8rem_1fr_auto] sm:items-start"
    >
      <FormField label={TEXT.dateLabel} error={errors.date?.message}>
        {(control) => <Input type="date" className="h-11" {...control} {...form.register('date')} />}
      </FormField>
      <FormField label={TEXT.weightLabel(unit)} error={errors.weight?.message}>
        {(control) => (
          <Input
            inputMode="decimal"
            autoComplete="off"
            className="h-11"
            {...control}
            {...form.register('weight')}
          />
        )}
      </FormField>
      <FormField label={TEXT.noteLabel} error={errors.note?.message}>
        {(control) => (
          <Input
            maxLength={BODY_WEIGHT_NOTE_MAX}
            placeholder={TEXT.notePlaceholder}
            className="h-11"
            {...control}
            {...form.register('note')}
          />
        )}
      </FormField>
      <Button type="submit" className="h-11 sm:mt-[1.375rem]" disabled={save.isPending}>
        {save.isPending ? TEXT.saving : TEXT.save}
      </Button>
    </form>
  );
}
