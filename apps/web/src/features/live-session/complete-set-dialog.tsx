import { zodResolver } from '@hookform/resolvers/zod';
import {
  type LastTime,
  lastTimeSet,
  MAX_RPE,
  MIN_RPE,
  SESSION_SCREEN_TEXT,
  type SessionExercise,
  type SetFormResult,
  type SetFormValues,
  setFormDefaults,
  setFormSchema,
  type WeightUnit,
} from '@liftwise/domain';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PlateBreakdown } from '#web/components/plate-breakdown.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';

const TEXT = SESSION_SCREEN_TEXT.liveSession;

export interface SetTarget {
  exerciseIndex: number;
  setNumber: number;
}

/** The Complete Set dialog: the plan filled in, the athlete corrects what differed and saves. */
export function CompleteSetDialog({
  target,
  exercise,
  lastTime,
  unit,
  onClose,
  onSubmit,
  focusAfterClose,
}: {
  target: SetTarget | null;
  exercise: SessionExercise | undefined;
  /** The athlete's unit, the one the weight is entered in. */
  unit: WeightUnit;
  /** Last time's sets of this exercise: the dialog starts from them. */
  lastTime?: LastTime | undefined;
  onClose: () => void;
  onSubmit: (target: SetTarget, result: SetFormResult) => void;
  /**
   * Where the focus goes once the dialog has closed. The button that opened it is gone after a save (the session
   * moved on to the next set), and the focus would otherwise fall to the page.
   */
  focusAfterClose: () => HTMLElement | null;
}) {
  return (
    <Dialog open={target !== null && exercise !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const next = focusAfterClose();
          if (!next) return;
          event.preventDefault();
          next.focus();
        }}
      >
        {target && exercise ? (
          // Keyed by the set, so each opening starts from the plan again.
          <SetForm
            key={`${target.exerciseIndex}-${target.setNumber}`}
            exercise={exercise}
            lastTime={lastTime}
            unit={unit}
            setNumber={target.setNumber}
            onSubmit={(result) => onSubmit(target, result)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SetForm({
  exercise,
  lastTime,
  unit,
  setNumber,
  onSubmit,
}: {
  exercise: SessionExercise;
  lastTime: LastTime | undefined;
  unit: WeightUnit;
  setNumber: number;
  onSubmit: (result: SetFormResult) => void;
}) {
  const id = useId();
  const form = useForm<SetFormValues, unknown, SetFormResult>({
    defaultValues: setFormDefaults(exercise, unit, lastTimeSet(lastTime, setNumber)),
    resolver: zodResolver(setFormSchema),
  });
  const { errors } = form.formState;
  const typedWeight = useWatch({ control: form.control, name: 'actualWeight' }).trim();
  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <DialogHeader>
        <DialogTitle>{TEXT.dialogTitle(exercise.name, setNumber)}</DialogTitle>
        <DialogDescription>
          {lastTime ? TEXT.dialogDescriptionLastTime : TEXT.dialogDescription}
        </DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-weight`}>{TEXT.actualWeight(unit)}</Label>
          <Input
            id={`${id}-weight`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            className="h-12 text-lg"
            aria-invalid={errors.actualWeight ? true : undefined}
            aria-describedby={errors.actualWeight ? `${id}-weight-error` : undefined}
            {...form.register('actualWeight')}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reps`}>{TEXT.actualReps}</Label>
          <Input
            id={`${id}-reps`}
            inputMode="numeric"
            autoComplete="off"
            className="h-12 text-lg"
            aria-invalid={errors.actualReps ? true : undefined}
            aria-describedby={errors.actualReps ? `${id}-reps-error` : undefined}
            {...form.register('actualReps')}
          />
        </div>
      </div>
      {errors.actualWeight ? (
        <p id={`${id}-weight-error`} className="text-destructive text-sm">
          {errors.actualWeight.message}
        </p>
      ) : null}
      {errors.actualReps ? (
        <p id={`${id}-reps-error`} className="text-destructive text-sm">
          {errors.actualReps.message}
        </p>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-rpe`}>{TEXT.rpe}</Label>
        <Input
          id={`${id}-rpe`}
          type="number"
          inputMode="decimal"
          min={MIN_RPE}
          max={MAX_RPE}
          step={0.5}
          className="h-12 text-lg"
          aria-invalid={errors.rpe ? true : undefined}
          aria-describedby={`${id}-rpe-hint${errors.rpe ? ` ${id}-rpe-error` : ''}`}
          {...form.register('rpe')}
        />
        <p id={`${id}-rpe-hint`} className="text-muted-foreground text-xs">
          {TEXT.rpeHint}
        </p>
        {errors.rpe ? (
          <p id={`${id}-rpe-error`} className="text-destructive text-sm">
            {errors.rpe.message}
          </p>
        ) : null}
      </div>
      <PlateBreakdown
        weight={typedWeight === '' ? undefined : { value: Number(typedWeight), unit }}
        unit={unit}
        onUse={(weight) => form.setValue('actualWeight', String(weight), { shouldValidate: true })}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-notes`}>{TEXT.notes}</Label>
        <Textarea id={`${id}-notes`} rows={2} {...form.register('notes')} />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" size="lg" className="h-12">
            {TEXT.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" size="lg" className="h-12">
          {TEXT.saveSet}
        </Button>
      </DialogFooter>
    </form>
  );
}
