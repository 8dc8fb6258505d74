import {
  AI_WORKOUT_TOASTS,
  type AlternativeExercise,
  type ExerciseInput,
  WORKOUT_SCREEN_TEXT,
} from '@liftwise/domain';
import { Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { useGenerateAlternatives } from './api.ts';
import { coachFailureToast } from './coach-failure.ts';

const TEXT = WORKOUT_SCREEN_TEXT.workoutForm;

/** The exercise the dialog is open for: its place in the list and what is sent about it. */
interface Target {
  index: number;
  exercise: ExerciseInput;
}

/**
 * The Alternative dialog's state: which exercise it is open for and the coach's answer. Asking happens on the
 * button press (not in an effect), so one press is one call against the athlete's coach allowance.
 */
export function useAlternativeDialog() {
  const mutation = useGenerateAlternatives();
  const [target, setTarget] = useState<Target | null>(null);
  // The open dialog's request: an answer to one the athlete has closed meanwhile is dropped.
  const request = useRef(0);

  function open(index: number, exercise: ExerciseInput) {
    const current = ++request.current;
    setTarget({ index, exercise });
    mutation.reset();
    mutation.mutate(
      { currentExercise: exercise },
      {
        onError: (failure) => {
          if (request.current !== current) return;
          console.error('Generating alternatives failed.', failure);
          // Spec §8: the toast, and the dialog closes.
          void coachFailureToast('generateAlternativeExercises', failure).then((toast) => showToast(toast));
          close();
        },
      },
    );
  }

  function close() {
    request.current++;
    setTarget(null);
  }

  return {
    target,
    alternatives: mutation.data?.alternatives,
    loading: mutation.isPending,
    open,
    close,
  };
}

interface AlternativeDialogProps {
  state: ReturnType<typeof useAlternativeDialog>;
  onPick: (index: number, alternative: AlternativeExercise) => void;
  /** Where the focus goes once the dialog has closed (its opener may have been replaced meanwhile). */
  onClosed: (index: number) => void;
}

/** Spec §2 Alternative dialog: the coach's alternatives with their reasons; picking one replaces the exercise. */
export function AlternativeDialog({ state, onPick, onClosed }: AlternativeDialogProps) {
  const { target, alternatives, loading, close } = state;
  // Kept after closing, so the closing dialog still shows what it showed and the focus can go back.
  const last = useRef<Target | null>(null);
  if (target) last.current = target;
  const shown = target ?? last.current;
  const name = shown?.exercise.name ?? '';

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)] gap-3 p-4 sm:max-w-lg sm:p-6"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (last.current) onClosed(last.current.index);
        }}
      >
        <DialogHeader>
          <DialogTitle>{TEXT.alternatives.title(name)}</DialogTitle>
          <DialogDescription>{TEXT.alternatives.description}</DialogDescription>
        </DialogHeader>
        <div className="-mx-1 overflow-y-auto px-1" aria-busy={loading}>
          {loading ? (
            <div role="status" className="space-y-2">
              <p className="flex items-center gap-2 text-muted-foreground text-sm">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                {TEXT.alternatives.loading}
              </p>
              <Skeleton className="h-28 w-full rounded-lg" />
              <Skeleton className="h-28 w-full rounded-lg" />
            </div>
          ) : alternatives && alternatives.length === 0 ? (
            <p
              role="status"
              className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm"
            >
              {AI_WORKOUT_TOASTS.noAlternatives}
            </p>
          ) : (
            <>
              <p role="status" className="sr-only">
                {alternatives ? TEXT.alternatives.found(alternatives.length) : ''}
              </p>
              <ul className="space-y-2">
                {alternatives?.map((alternative) => (
                  <li key={alternative.name} className="space-y-2 rounded-lg border p-3">
                    <div className="space-y-1">
                      <h3 className="font-semibold leading-tight">{alternative.name}</h3>
                      <p className="font-medium text-sm tabular-nums">
                        {TEXT.exerciseSummary(
                          alternative.sets,
                          alternative.reps,
                          alternative.weight || undefined,
                        )}
                      </p>
                      {alternative.notes ? (
                        <p className="break-words text-muted-foreground text-xs">{alternative.notes}</p>
                      ) : null}
                      {alternative.reason ? (
                        <p className="break-words text-sm">
                          <span className="font-medium">{TEXT.alternatives.reason}: </span>
                          {alternative.reason}
                        </p>
                      ) : null}
                    </div>
                    <Button
                      variant="secondary"
                      className="h-11 w-full sm:w-auto"
                      aria-label={TEXT.alternatives.pickLabel(alternative.name)}
                      onClick={() => {
                        if (shown) onPick(shown.index, alternative);
                        close();
                      }}
                    >
                      {TEXT.alternatives.pick}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
