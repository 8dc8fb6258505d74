import {
  GOAL_SCREEN_TEXT,
  GOAL_STATUS_LABELS,
  GOAL_STATUSES,
  GOAL_TYPE_LABELS,
  GOAL_TYPES,
  type Goal,
  type GoalData,
  type GoalFormValues,
  goalProgress,
  goalToForm,
  offersCompletion,
} from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { PartyPopper } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSelect } from '#web/components/ui/form-select.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { showError } from '#web/components/ui/toast.ts';
import { goalFormResolver, goalRefusal } from './goal-form-resolver.ts';

const GOAL_TYPE_CHOICES = GOAL_TYPES.map((value) => ({ value, label: GOAL_TYPE_LABELS[value] }));
const GOAL_STATUS_CHOICES = GOAL_STATUSES.map((value) => ({ value, label: GOAL_STATUS_LABELS[value] }));

const TEXT = GOAL_SCREEN_TEXT.goals;

interface GoalFormProps {
  /** The stored goal when editing; null for a new one. */
  goal: Goal | null;
  submitting: boolean;
  /** Saves; a failure leaves the form exactly as typed (the caller toasts it). */
  onSubmit: (goalData: GoalData) => Promise<void>;
}

/**
 * The create and edit form (spec §2 Goals). The required check and the bounds come from the domain; what the
 * browser computes (progress) is only a preview, the server computes what it stores.
 */
export function GoalForm({ goal, submitting, onSubmit }: GoalFormProps) {
  const editing = goal !== null;
  // The one message of a refused save, which every field it names points at.
  const errorId = useId();
  const form = useForm<GoalFormValues, unknown, GoalData>({
    resolver: goalFormResolver,
    defaultValues: goalToForm(goal),
    // Checked on submit; after a refused one, again as each control changes, so a fixed control stops being
    // marked as it is typed and the form's message goes once none is left.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [currentValue, targetValue, status] = useWatch({
    control: form.control,
    name: ['currentValue', 'targetValue', 'status'],
  });
  const progress = goalProgress(currentValue, targetValue);
  const { errors } = form.formState;
  const refusal = goalRefusal(errors);

  const submit = form.handleSubmit(
    (goalData) => onSubmit(goalData),
    (refused) => {
      const toast = goalRefusal(refused)?.toast;
      if (toast) showError(toast);
    },
  );

  // Back to the loaded goal (Reset Changes) or the empty form (Reset Form), unmarked.
  const reset = () => form.reset(goalToForm(goal));

  // The message is the form's one (above the buttons), not one per field, so FormField gets no error.
  const invalid = (field: keyof GoalFormValues) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    // noValidate: the spec's own message, not the browser's bubble, says what is missing.
    <form noValidate onSubmit={submit} className="space-y-6" aria-busy={submitting || undefined}>
      <FormField label={TEXT.fields.title}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            disabled={submitting}
            {...invalid('title')}
            {...form.register('title')}
          />
        )}
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={TEXT.fields.type}>
          {(control) => (
            <FormSelect
              control={form.control}
              name="type"
              id={control.id}
              options={GOAL_TYPE_CHOICES}
              disabled={submitting}
            />
          )}
        </FormField>
        {editing ? (
          <FormField label={TEXT.fields.status}>
            {(control) => (
              <FormSelect
                control={form.control}
                name="status"
                id={control.id}
                options={GOAL_STATUS_CHOICES}
                disabled={submitting}
              />
            )}
          </FormField>
        ) : null}
      </div>

      <FormField label={TEXT.fields.description}>
        {(control) => (
          <Textarea {...control} rows={3} disabled={submitting} {...form.register('description')} />
        )}
      </FormField>

      <div className="grid gap-6 sm:grid-cols-3">
        {(['targetValue', 'currentValue'] as const).map((field) => (
          <FormField key={field} label={TEXT.fields[field]}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                disabled={submitting}
                {...invalid(field)}
                {...form.register(field)}
              />
            )}
          </FormField>
        ))}
        <FormField label={TEXT.fields.unit}>
          {(control) => (
            <Input
              {...control}
              placeholder={TEXT.unitPlaceholder}
              autoComplete="off"
              disabled={submitting}
              {...form.register('unit')}
            />
          )}
        </FormField>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={TEXT.fields.targetDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              disabled={submitting}
              {...invalid('targetDate')}
              {...form.register('targetDate')}
            />
          )}
        </FormField>
        <div className="flex flex-col justify-end gap-2">
          <div className="flex items-center justify-between text-sm">
            <span className="text-muted-foreground">{TEXT.progress}</span>
            <span className="font-medium tabular-nums">{TEXT.progressPercent(progress)}</span>
          </div>
          <Progress value={progress} aria-label={TEXT.progress} className="h-2.5" />
        </div>
      </div>

      {editing && offersCompletion({ currentValue, targetValue, status }) ? (
        <div className="flex flex-col gap-3 rounded-lg border border-success/40 bg-success/10 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <PartyPopper className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            <div>
              <p className="font-medium">{TEXT.completionTitle}</p>
              <p className="text-muted-foreground text-sm">{TEXT.completionDescription}</p>
            </div>
          </div>
          <Button
            variant="outline"
            disabled={submitting}
            onClick={() => form.setValue('status', 'completed', { shouldDirty: true })}
          >
            {TEXT.markCompleted}
          </Button>
        </div>
      ) : null}

      {refusal ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {refusal.message}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" asChild>
          <Link to="/goals">{TEXT.cancel}</Link>
        </Button>
        <Button variant="outline" onClick={reset} disabled={submitting}>
          {editing ? TEXT.resetChanges : TEXT.resetForm}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? (editing ? TEXT.updating : TEXT.saving) : editing ? TEXT.updateGoal : TEXT.saveGoal}
        </Button>
      </div>
    </form>
  );
}
