import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type AlternativeExercise, LIMITS, MUSCLE_LABELS, WORKOUT_SCREEN_TEXT } from '@liftwise/domain';
import { ArrowDown, ArrowUp, GripVertical, Shuffle, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type Control, type FieldArrayWithId, type UseFormRegister, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FieldError } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { currentExerciseOf, exerciseRowFromAlternative } from './ai-values.ts';
import { AlternativeDialog, useAlternativeDialog } from './alternative-dialog.tsx';
import { type ExerciseCatalogue, useExerciseCatalogue } from './use-exercise-catalogue.ts';
import type { ExerciseRow, WorkoutFormState } from './workout-form-values.ts';

const TEXT = WORKOUT_SCREEN_TEXT.workoutForm;

type Row = FieldArrayWithId<WorkoutFormState, 'exercises'>;

interface ExerciseListProps {
  control: Control<WorkoutFormState>;
  register: UseFormRegister<WorkoutFormState>;
  rows: Row[];
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** Puts another exercise in a row's place (the field array's update: same position, a new row key). */
  replace: (index: number, row: ExerciseRow) => void;
  /** Messages keyed by control (`exercises.<i>.name`), from the domain's workoutFormErrors. */
  errors: Record<string, string>;
}

/**
 * The catalogue's primary muscles of a name it knows: shows the athlete the exercise is linked. Nothing until the
 * catalogue has loaded (./use-exercise-catalogue.ts).
 */
function musclesOf(catalogue: ExerciseCatalogue | undefined, name: string): string | undefined {
  const entry = catalogue?.findExercise(name);
  return entry?.primaryMuscles.map((muscle) => MUSCLE_LABELS[muscle]).join(', ');
}

/**
 * The workout's exercises in order (spec §2): inline name edit, move up/down, drag reorder, remove. Dragging works
 * with a pointer or a finger on the handle, and with the keyboard (Space on the handle, arrows, Space); every move
 * is announced to screen readers, the buttons' moves too. Each row's Alternative opens the coach's alternatives.
 */
export function ExerciseList({ control, register, rows, move, remove, replace, errors }: ExerciseListProps) {
  const listId = useId();
  const values = useWatch({ control, name: 'exercises' });
  const [status, setStatus] = useState('');
  // The control to focus once React has put the moved row in place (moving a node can drop the focus).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const sensors = useSensors(
    // Pointer events cover mouse, pen and touch; the handle has touch-action: none, so a finger drags it
    // instead of scrolling, while the rest of the row still scrolls the page.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const count = rows.length;
  const indexOf = (id: UniqueIdentifier) => rows.findIndex((row) => row.id === id);
  const nameAt = (index: number) => values?.[index]?.name?.trim() || TEXT.exerciseNameOf(index + 1);
  const nameOf = (id: UniqueIdentifier) => nameAt(indexOf(id));
  const controlId = (row: Row, control: 'up' | 'down' | 'remove') => `${listId}-${row.id}-${control}`;
  // By position: a replaced row has a new key, and the focus goes back to the Alternative button in its place.
  const alternativeId = (index: number) => `${listId}-alternative-${index}`;
  const alternatives = useAlternativeDialog();

  function openAlternatives(index: number) {
    const row = rows[index];
    if (!row) return;
    alternatives.open(index, currentExerciseOf({ ...row, name: nameAt(index) }));
  }

  function pickAlternative(index: number, alternative: AlternativeExercise) {
    setStatus(TEXT.alternatives.replaced(nameAt(index), alternative.name));
    replace(index, exerciseRowFromAlternative(alternative));
  }

  // The row last announced as the drop target: dnd-kit reports the dragged row over itself as soon as it is
  // picked up, which would talk over 'Picked up'.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return TEXT.dragStarted(nameOf(active.id), indexOf(active.id) + 1);
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return TEXT.dragMoved(nameOf(active.id), indexOf(over.id) + 1, count);
    },
    onDragEnd: ({ active, over }) =>
      over
        ? TEXT.dragEnded(nameOf(active.id), indexOf(over.id) + 1, count)
        : TEXT.dragCancelled(nameOf(active.id)),
    onDragCancel: ({ active }) => TEXT.dragCancelled(nameOf(active.id)),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    move(indexOf(active.id), indexOf(over.id));
  }

  function moveBy(index: number, step: -1 | 1) {
    const row = rows[index];
    const to = index + step;
    if (!row || to < 0 || to >= count) return;
    setStatus(TEXT.dragMoved(nameAt(index), to + 1, count));
    move(index, to);
    // Keep the focus on the button pressed, or on the other one when this end is reached.
    const atEnd = step === -1 ? to === 0 : to === count - 1;
    focusNext.current = controlId(row, (step === -1) !== atEnd ? 'up' : 'down');
  }

  function removeAt(index: number) {
    // The focus goes to the next row's remove button, or the previous one's; none left: the list's heading.
    const neighbour = rows[index + 1] ?? rows[index - 1];
    setStatus(TEXT.removed(nameAt(index), count - 1));
    remove(index);
    focusNext.current = neighbour ? controlId(neighbour, 'remove') : `${listId}-heading`;
  }

  return (
    <section aria-labelledby={`${listId}-heading`} className="space-y-3">
      <h2
        id={`${listId}-heading`}
        tabIndex={-1}
        className="scroll-mt-24 px-2 font-semibold text-lg leading-tight outline-none sm:px-0"
      >
        {TEXT.listSection} <span className="text-muted-foreground">({count})</span>
      </h2>
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      <FieldError id={`${listId}-error`} message={errors.exercises} />
      {count === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
          {TEXT.emptyList}
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: TEXT.reorderInstructions } }}
        >
          <SortableContext items={rows} strategy={verticalListSortingStrategy}>
            <ol className="space-y-2">
              {rows.map((row, index) => (
                <SortableExercise
                  key={row.id}
                  row={row}
                  index={index}
                  count={count}
                  name={nameAt(index)}
                  typedName={values?.[index]?.name ?? row.name}
                  error={errors[`exercises.${index}.name`]}
                  errorId={`${listId}-${row.id}-error`}
                  controlId={(control) => controlId(row, control)}
                  register={register}
                  onMove={(step) => moveBy(index, step)}
                  onRemove={() => removeAt(index)}
                  alternativeId={alternativeId(index)}
                  onAlternative={() => openAlternatives(index)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <AlternativeDialog
        state={alternatives}
        onPick={pickAlternative}
        onClosed={(index) => document.getElementById(alternativeId(index))?.focus()}
      />
    </section>
  );
}

interface SortableExerciseProps {
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
}

function SortableExercise(props: SortableExerciseProps) {
  const { row, index, count, name, typedName, error, errorId, controlId, register, onMove, onRemove } = props;
  const { alternativeId, onAlternative } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.id });
  const muscles = musclesOf(useExerciseCatalogue(), typedName);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex gap-2 rounded-lg border bg-background p-2 sm:gap-3 sm:p-3',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-ring',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={TEXT.dragHandle(name)}
        className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing disabled:opacity-50"
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1 space-y-1">
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
            <p className="font-medium tabular-nums">{TEXT.exerciseSummary(row.sets, row.reps, row.weight)}</p>
            {muscles ? <p className="text-muted-foreground text-xs">{muscles}</p> : null}
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
