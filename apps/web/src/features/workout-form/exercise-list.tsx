import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import {
  type AlternativeExercise,
  MAX_SUPERSET_MEMBERS,
  normaliseSupersets,
  supersetBlocks,
  toggleSupersetWithNext,
  WORKOUT_SCREEN_TEXT,
  type WorkoutInput,
} from '@liftwise/domain';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import {
  type Control,
  type FieldArrayWithId,
  type FieldErrors,
  type UseFormRegister,
  useWatch,
} from 'react-hook-form';
import { FieldError } from '#web/components/ui/form-field.tsx';
import { currentExerciseOf, exerciseRowFromAlternative } from './ai-values.ts';
import { AlternativeDialog, useAlternativeDialog } from './alternative-dialog.tsx';
import { ExerciseRowView, type RowDrag, type RowGroup } from './exercise-row.tsx';
import { listError } from './workout-form-resolver.ts';
import type { ExerciseRow, WorkoutFormState } from './workout-form-values.ts';

const TEXT = WORKOUT_SCREEN_TEXT.workoutForm;

// Drag to reorder arrives after the form has painted; the rows and their move buttons do not wait for it.
const SortableExercises = lazy(() =>
  import('./sortable-exercises.tsx').then((module) => ({ default: module.SortableExercises })),
);

type Row = FieldArrayWithId<WorkoutFormState, 'exercises'>;

interface ExerciseListProps {
  /** The form's control; its resolver turns the values into the payload to save. */
  control: Control<WorkoutFormState, unknown, WorkoutInput>;
  register: UseFormRegister<WorkoutFormState>;
  rows: Row[];
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** Puts another exercise in a row's place (the field array's update: same position, a new row key). */
  replace: (index: number, row: ExerciseRow) => void;
  /** The form's errors (its resolver's): the list's own message, and a row's name (`exercises.<i>.name`). */
  errors: FieldErrors<WorkoutFormState>;
  /** Sets each row's group label (undefined: alone), in the list's order. */
  setSupersets: (labels: readonly (string | undefined)[]) => void;
}

/**
 * The workout's exercises in order (spec §2): inline name edit, move up/down, drag reorder, remove. Dragging works
 * with a pointer or a finger on the handle, and with the keyboard (Space on the handle, arrows, Space); every move
 * is announced to screen readers, the buttons' moves too. Each row's Alternative opens the coach's alternatives.
 */
export function ExerciseList(props: ExerciseListProps) {
  const { control, register, rows, move, remove, replace, errors, setSupersets } = props;
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

  const count = rows.length;
  const indexOf = (id: UniqueIdentifier) => rows.findIndex((row) => row.id === id);
  const nameAt = (index: number) => values?.[index]?.name?.trim() || TEXT.exerciseNameOf(index + 1);
  const nameOf = (id: UniqueIdentifier) => nameAt(indexOf(id));
  const controlId = (row: Row, control: 'up' | 'down' | 'remove') => `${listId}-${row.id}-${control}`;
  // By position: a replaced row has a new key, and the focus goes back to the Alternative button in its place.
  const alternativeId = (index: number) => `${listId}-alternative-${index}`;
  const alternatives = useAlternativeDialog();
  // The grouping as it will be saved: a move or a delete that parted a group's members shows it parted.
  const grouped = normaliseSupersets(rows.map((_, index) => ({ superset: values?.[index]?.superset })));
  const groupOf = new Map<number, RowGroup>();
  const blockSize: number[] = [];
  for (const block of supersetBlocks(grouped)) {
    for (let index = block.start; index < block.end; index += 1) blockSize[index] = block.end - block.start;
    if (block.superset === undefined) continue;
    const name = TEXT.supersetGroupName(block.superset, block.end - block.start);
    for (let index = block.start; index < block.end; index += 1)
      groupOf.set(index, { name, first: index === block.start, last: index === block.end - 1 });
  }

  const linkedToNext = (index: number) => groupOf.has(index) && groupOf.get(index)?.last === false;
  /** A row can part from the next, or join it while the joined group stays within its most members. */
  const canToggleSuperset = (index: number) =>
    index < count - 1 &&
    (linkedToNext(index) || (blockSize[index] ?? 1) + (blockSize[index + 1] ?? 1) <= MAX_SUPERSET_MEMBERS);

  function toggleSuperset(index: number) {
    const next = toggleSupersetWithNext(grouped, index);
    const joined = next[index]?.superset !== undefined && next[index]?.superset === next[index + 1]?.superset;
    const group = joined
      ? supersetBlocks(next).find((block) => index >= block.start && index < block.end)
      : undefined;
    setStatus(
      group?.superset !== undefined
        ? TEXT.grouped(
            nameAt(index),
            nameAt(index + 1),
            TEXT.supersetGroupName(group.superset, group.end - group.start),
          )
        : TEXT.ungrouped(nameAt(index), nameAt(index + 1)),
    );
    setSupersets(next.map((item) => item.superset));
  }

  function openAlternatives(index: number) {
    const row = rows[index];
    if (!row) return;
    alternatives.open(index, currentExerciseOf({ ...row, name: nameAt(index) }));
  }

  function pickAlternative(index: number, alternative: AlternativeExercise) {
    setStatus(TEXT.alternatives.replaced(nameAt(index), alternative.name));
    // The alternative takes the replaced exercise's place in its superset too.
    const superset = grouped[index]?.superset;
    replace(index, {
      ...exerciseRowFromAlternative(alternative),
      ...(superset !== undefined && { superset }),
    });
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

  function renderRow(row: Row, index: number, drag?: RowDrag) {
    return (
      <ExerciseRowView
        key={row.id}
        drag={drag}
        row={row}
        index={index}
        count={count}
        name={nameAt(index)}
        typedName={values?.[index]?.name ?? row.name}
        error={errors.exercises?.[index]?.name?.message}
        errorId={`${listId}-${row.id}-error`}
        controlId={(control) => controlId(row, control)}
        register={register}
        onMove={(step) => moveBy(index, step)}
        onRemove={() => removeAt(index)}
        alternativeId={alternativeId(index)}
        onAlternative={() => openAlternatives(index)}
        group={groupOf.get(index)}
        nextName={canToggleSuperset(index) ? nameAt(index + 1) : undefined}
        linkedToNext={linkedToNext(index)}
        onToggleSuperset={() => toggleSuperset(index)}
      />
    );
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
      <FieldError id={`${listId}-error`} message={listError(errors)} />
      {count === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
          {TEXT.emptyList}
        </p>
      ) : (
        <Suspense fallback={<ol className="space-y-2">{rows.map((row, index) => renderRow(row, index))}</ol>}>
          <SortableExercises
            rows={rows}
            announcements={announcements}
            instructions={TEXT.reorderInstructions}
            onDragEnd={onDragEnd}
            renderRow={(index, drag) => (rows[index] ? renderRow(rows[index], index, drag) : null)}
          />
        </Suspense>
      )}
      <AlternativeDialog
        state={alternatives}
        onPick={pickAlternative}
        onClosed={(index) => document.getElementById(alternativeId(index))?.focus()}
      />
    </section>
  );
}
