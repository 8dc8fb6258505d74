import { LIMITS, MUSCLE_LABELS, WORKOUT_SCREEN_TEXT } from '@liftwise/domain';
import { ArrowDown, ArrowUp, GripVertical, Link2, Shuffle, Trash2, Unlink2 } from 'lucide-react';
import type { CSSProperties, HTMLAttributes } from 'react';
import type { FieldArrayWithId, UseFormRegister } from 'react-hook-form';
import { ExerciseLink } from '#web/components/exercise-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { type ExerciseCatalogue, useExerciseCatalogue } from './use-exercise-catalogue.ts';
import type { WorkoutFormState } from './workout-form-values.ts';

const TEXT = WORKOUT_SCREEN_TEXT.workoutForm;

type Row = FieldArrayWithId<WorkoutFormState, 'exercises'>;

/** What dnd-kit gives a sortable row (./sortable-exercises.tsx): the row and its handle. */
export interface RowDrag {
  setNodeRef: (element: HTMLElement | null) => void;
  style: CSSProperties;
  handleRef: (element: HTMLElement | null) => void;
  handleProps: HTMLAttributes<HTMLElement>;
  isDragging: boolean;
}

/**
 * The catalogue's primary muscles of a name it knows: shows the athlete the exercise is linked. Nothing until the
 * catalogue has loaded (./use-exercise-catalogue.ts).
 */
function musclesOf(catalogue: ExerciseCatalogue | undefined, name: string): string | undefined {
  const entry = catalogue?.findExercise(name);
  return entry?.primaryMuscles.map((muscle) => MUSCLE_LABELS[muscle]).join(', ');
}

/** The catalogue entry a typed name is, for the link to its page; none until the catalogue has loaded. */
function entryOf(catalogue: ExerciseCatalogue | undefined, name: string) {
  return catalogue?.findExercise(name);
}

/** The group a row is in (a superset or circuit), and where in it. */
export interface RowGroup {
  name: string;
  first: boolean;
  last: boolean;
}

export interface ExerciseRowProps {
  row: Row;
  index: number;
  count: number;
  /** The name for labels (a placeholder while it is blank). */
  name: string;
  typedName: string;
  error: string | undefined;
  errorId: string;
  controlId: (control: 'up' | 'down' | 'remove') => string;
  register: UseFormRegister<WorkoutFormState>;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  alternativeId: string;
  onAlternative: () => void;
  group: RowGroup | undefined;
  /** The next row's name; none on the last row, or when joining the next would make a group past its most. */
  nextName: string | undefined;
  linkedToNext: boolean;
  onToggleSuperset: () => void;
}

/** One exercise of the list: its handle (a drag handle once dnd-kit has loaded), name, summary and buttons. */
export function ExerciseRowView(props: ExerciseRowProps & { drag: RowDrag | undefined }) {
  const { row, index, count, name, typedName, error, errorId, controlId, register, onMove, onRemove } = props;
  const { alternativeId, onAlternative, drag, group, nextName, linkedToNext, onToggleSuperset } = props;
  const catalogue = useExerciseCatalogue();
  const muscles = musclesOf(catalogue, typedName);
  const entry = entryOf(catalogue, typedName);
  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      className={cn(
        'flex gap-2 rounded-lg border bg-background p-2 sm:gap-3 sm:p-3',
        // A group's bracket: a bar down its members' left edge, the rows drawn together.
        group && 'border-l-4 border-l-primary',
        group && !group.first && 'mt-0.5! rounded-t-none',
        group && !group.last && 'rounded-b-none',
        drag?.isDragging && 'relative z-10 shadow-lg ring-2 ring-ring',
      )}
    >
      <button
        type="button"
        ref={drag?.handleRef}
        {...drag?.handleProps}
        aria-label={TEXT.dragHandle(name)}
        className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing disabled:opacity-50"
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1 space-y-1">
        {group?.first ? (
          <p className="px-1 font-semibold text-primary text-xs uppercase tracking-wide">{group.name}</p>
        ) : null}
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1 space-y-1">
            <Input
              aria-label={TEXT.exerciseNameOf(index + 1)}
              autoComplete="off"
              maxLength={LIMITS.name}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-11 font-medium"
              {...register(`exercises.${index}.name`)}
            />
            <FieldError id={errorId} message={error} />
          </div>
          <Button
            id={controlId('remove')}
            variant="ghost"
            size="icon"
            className="size-11 text-destructive hover:text-destructive"
            aria-label={TEXT.remove(name)}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        {/* On a phone the summary has its own line; Alternative and the arrows share the next one. */}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <div className="min-w-0 flex-1 basis-full px-1 text-sm sm:basis-auto">
            <p className="font-medium tabular-nums">
              {TEXT.exerciseSummary(row.sets, row.reps, row.weight, row.restSeconds)}
            </p>
            {muscles ? <p className="text-muted-foreground text-xs">{muscles}</p> : null}
            {entry ? (
              <ExerciseLink exerciseId={entry.id} name={entry.name} newTab className="-ml-1 text-xs" />
            ) : null}
            {row.notes ? <p className="break-words text-muted-foreground text-xs">{row.notes}</p> : null}
          </div>
          <Button
            id={alternativeId}
            variant="outline"
            className="h-11"
            aria-label={TEXT.alternatives.open(name)}
            onClick={onAlternative}
          >
            <Shuffle aria-hidden="true" />
            {TEXT.alternative}
          </Button>
          {nextName !== undefined ? (
            <Button
              variant={linkedToNext ? 'secondary' : 'outline'}
              className="h-11"
              aria-label={
                linkedToNext ? TEXT.ungroupLabel(name, nextName) : TEXT.supersetWithNextLabel(name, nextName)
              }
              onClick={onToggleSuperset}
            >
              {linkedToNext ? <Unlink2 aria-hidden="true" /> : <Link2 aria-hidden="true" />}
              {linkedToNext ? TEXT.ungroup : TEXT.supersetWithNext}
            </Button>
          ) : null}
          <div className="ml-auto flex shrink-0 items-center">
            <Button
              id={controlId('up')}
              variant="ghost"
              size="icon"
              className="size-11"
              aria-label={TEXT.moveUp(name)}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              id={controlId('down')}
              variant="ghost"
              size="icon"
              className="size-11"
              aria-label={TEXT.moveDown(name)}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
