import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
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
import type { ReactNode } from 'react';
import type { RowDrag } from './exercise-row.tsx';

/**
 * Drag to reorder (dnd-kit, ≈13 KB gzip), loaded after the form has painted (./exercise-list.tsx;):
 * the rows are the same, and until this arrives their handles do nothing while the move buttons already work.
 */
export function SortableExercises({
  rows,
  announcements,
  instructions,
  onDragEnd,
  renderRow,
}: {
  rows: readonly { id: string }[];
  announcements: Announcements;
  /** What a screen reader says on the handle. */
  instructions: string;
  onDragEnd: (event: DragEndEvent) => void;
  /** The row at `index`, dragged by its handle. */
  renderRow: (index: number, drag: RowDrag) => ReactNode;
}) {
  const sensors = useSensors(
    // Pointer events cover mouse, pen and touch; the handle has touch-action: none, so a finger drags it
    // instead of scrolling, while the rest of the row still scrolls the page.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={rows as { id: string }[]} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2">
          {rows.map((row, index) => (
            <SortableRow key={row.id} id={row.id}>
              {(drag) => renderRow(index, drag)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, children }: { id: string; children: (drag: RowDrag) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return children({
    setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    handleRef: setActivatorNodeRef,
    handleProps: { ...attributes, ...listeners },
    isDragging,
  });
}
