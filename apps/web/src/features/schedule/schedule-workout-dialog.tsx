import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CalendarDate,
  formatMonthDay,
  movedWorkout,
  newWorkoutHref,
  type PlacementFormValues,
  type PlacementMode,
  placementFormSchema,
  placementModes,
  SCHEDULE_SCREEN_TEXT,
  scheduledCopy,
  WORKOUT_SUCCESS_TOASTS,
  type Workout,
} from '@liftwise/domain';
import { useNavigate } from '@tanstack/react-router';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { ChoiceSelect } from '#web/components/ui/choice-select.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { cn } from '#web/lib/cn.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { useSaveWorkout, useUpdateWorkout } from './api.ts';
import { timeOfDay } from './format.ts';
import { PlacementFields } from './placement-fields.tsx';

const TEXT = SCHEDULE_SCREEN_TEXT.schedule;

type Source = 'existing' | 'new';

function choiceLabel(workout: Workout): string {
  const when = workout.time
    ? `${formatMonthDay(workout.date)}, ${timeOfDay(workout.time)}`
    : formatMonthDay(workout.date);
  return `${workout.name} (${when})`;
}

function RadioChoice({
  name,
  value,
  checked,
  onChange,
  disabled,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        checked ? 'border-primary bg-primary/5' : 'hover:bg-accent',
        disabled && 'cursor-not-allowed opacity-50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className="size-4 accent-primary"
      />
      {children}
    </label>
  );
}

interface ScheduleFormProps {
  defaultDate: CalendarDate;
  choices: readonly Workout[];
  onDone: () => void;
}

function ScheduleForm({ defaultDate, choices, onDone }: ScheduleFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const update = useUpdateWorkout();
  const save = useSaveWorkout();
  const pending = update.isPending || save.isPending;
  const form = useForm<PlacementFormValues>({
    resolver: zodResolver(placementFormSchema),
    defaultValues: { date: defaultDate, time: '' },
  });
  const [preferredSource, setSource] = useState<Source>('existing');
  // The choices may still be loading when the dialog opens; until there are some, only 'new' is possible.
  const source: Source = choices.length === 0 ? 'new' : preferredSource;
  const [workoutId, setWorkoutId] = useState<string>();
  const [mode, setMode] = useState<PlacementMode>('move');
  const [missingWorkout, setMissingWorkout] = useState(false);
  const chosen = choices.find((w) => w.id === workoutId);
  const modes = chosen ? placementModes(chosen) : (['move', 'copy'] as const);
  const effectiveMode: PlacementMode = modes.includes(mode) ? mode : 'copy';

  const submit = form.handleSubmit(async (placement) => {
    if (source === 'new') {
      await navigate({ href: newWorkoutHref(placement) });
      return;
    }
    if (!chosen) {
      setMissingWorkout(true);
      return;
    }
    const moving = effectiveMode === 'move';
    const stored = moving
      ? update.mutateAsync({ workoutId: chosen.id, workout: movedWorkout(chosen, placement) })
      : save.mutateAsync({ workout: scheduledCopy(chosen, placement) });
    // On failure the dialog stays as filled, so trying again is one tap.
    if (!(await succeeded(stored))) return;
    showToast(moving ? WORKOUT_SUCCESS_TOASTS.workoutUpdated : WORKOUT_SUCCESS_TOASTS.workoutSaved);
    onDone();
  });

  const selectId = `${id}-workout`;
  const selectError = `${id}-workout-error`;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid grid-cols-[minmax(0,1fr)] gap-5"
      aria-busy={pending || undefined}
    >
      <PlacementFields register={form.register} errors={form.formState.errors} disabled={pending} />

      <fieldset className="grid gap-2" disabled={pending}>
        <legend className="sr-only">{TEXT.scheduleWorkout}</legend>
        <RadioChoice
          name={`${id}-source`}
          value="existing"
          checked={source === 'existing'}
          onChange={() => setSource('existing')}
          disabled={choices.length === 0}
        >
          {TEXT.chooseExisting}
        </RadioChoice>
        <RadioChoice
          name={`${id}-source`}
          value="new"
          checked={source === 'new'}
          onChange={() => setSource('new')}
        >
          {TEXT.createNew}
        </RadioChoice>
      </fieldset>

      {choices.length === 0 ? <p className="text-muted-foreground text-sm">{TEXT.noExisting}</p> : null}

      {source === 'existing' && choices.length > 0 ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-lg border bg-muted/30 p-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor={selectId}>{TEXT.existingLabel}</Label>
            <ChoiceSelect
              id={selectId}
              value={workoutId ?? ''}
              onValueChange={(value) => {
                setWorkoutId(value);
                setMissingWorkout(false);
              }}
              disabled={pending}
              placeholder={TEXT.existingPlaceholder}
              choices={choices.map((workout) => ({ value: workout.id, label: choiceLabel(workout) }))}
              triggerProps={{
                className: '[&>span]:min-w-0 [&>span]:truncate',
                'aria-invalid': missingWorkout || undefined,
                'aria-describedby': missingWorkout ? selectError : undefined,
              }}
            />
            {missingWorkout ? (
              <p id={selectError} className="text-destructive text-sm">
                {TEXT.existingRequired}
              </p>
            ) : null}
          </div>
          <fieldset className="grid gap-2" disabled={pending}>
            <legend className="mb-2 font-medium text-sm">{TEXT.howToPlace}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              <RadioChoice
                name={`${id}-mode`}
                value="move"
                checked={effectiveMode === 'move'}
                onChange={() => setMode('move')}
                disabled={!modes.includes('move')}
              >
                {TEXT.moveIt}
              </RadioChoice>
              <RadioChoice
                name={`${id}-mode`}
                value="copy"
                checked={effectiveMode === 'copy'}
                onChange={() => setMode('copy')}
              >
                {TEXT.scheduleCopy}
              </RadioChoice>
            </div>
          </fieldset>
        </div>
      ) : null}

      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {source === 'new' ? TEXT.createNew : TEXT.scheduleConfirm}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * 'Schedule Workout' (spec §2): put one of the athlete's workouts (or a copy of it) on a day, or start a new one
 * with that day filled in.
 */
export function ScheduleWorkoutDialog({
  defaultDate,
  choices,
}: {
  defaultDate: CalendarDate;
  choices: readonly Workout[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <CalendarPlus aria-hidden="true" />
          {TEXT.scheduleWorkout}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>{TEXT.scheduleWorkout}</DialogTitle>
          <DialogDescription>{TEXT.scheduleDescription}</DialogDescription>
        </DialogHeader>
        {open ? (
          <ScheduleForm defaultDate={defaultDate} choices={choices} onDone={() => setOpen(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
