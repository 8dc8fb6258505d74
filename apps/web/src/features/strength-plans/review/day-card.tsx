import { LIMITS, PROGRAM_SCREEN_TEXT, type ScheduledPlanWorkout } from '@liftwise/domain';
import { ChevronDown, Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { SupersetGroups } from '#web/components/superset-groups.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';

const TEXT = PROGRAM_SCREEN_TEXT.planReview;

export interface DayEdit {
  name: string;
  notes: string;
}

function Exercises({ entry }: { entry: ScheduledPlanWorkout }) {
  const { workout } = entry;
  return (
    <div className="space-y-3 border-t px-4 pt-3 pb-4">
      {workout.notes ? (
        <p className="whitespace-pre-line text-muted-foreground text-sm">{workout.notes}</p>
      ) : null}
      {workout.exercises.length === 0 ? (
        <p className="text-muted-foreground text-sm">{TEXT.noExercises}</p>
      ) : (
        <div className="space-y-2">
          <SupersetGroups
            items={workout.exercises}
            groupName={TEXT.supersetGroupName}
            renderItem={(exercise) => (
              <div key={exercise.id} className="space-y-0.5 py-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium">{exercise.name}</span>
                  <span className="text-sm tabular-nums">
                    {exercise.sets} × {exercise.reps || '—'}
                    {exercise.weight ? ` @ ${exercise.weight}` : ''}
                  </span>
                </div>
                {exercise.rest || exercise.notes ? (
                  <p className="text-muted-foreground text-xs">
                    {[exercise.rest && `${TEXT.rest} ${exercise.rest}`, exercise.notes]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                ) : null}
              </div>
            )}
          />
        </div>
      )}
    </div>
  );
}

function EditForm({
  entry,
  saving,
  onSave,
  onCancel,
}: {
  entry: ScheduledPlanWorkout;
  saving: boolean;
  onSave: (edit: DayEdit) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(entry.workout.name);
  const [notes, setNotes] = useState(entry.workout.notes);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ name, notes });
  }
  return (
    <form onSubmit={submit} className="space-y-3 p-4">
      <p className="text-muted-foreground text-xs uppercase tracking-wide">
        {TEXT.day(entry.dayNumber)} · {entry.dayName}
      </p>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-name`}>{TEXT.workoutName}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={LIMITS.name}
          onChange={(e) => setName(e.target.value)}
          className="h-11"
          // The pencil was pressed to type here.
          autoFocus
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-notes`}>{TEXT.workoutNotes}</Label>
        <Textarea
          id={`${id}-notes`}
          value={notes}
          maxLength={LIMITS.longText}
          rows={3}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="h-11 flex-1 sm:flex-none" disabled={saving}>
          {saving ? TEXT.saving : TEXT.save}
        </Button>
        <Button type="button" variant="outline" className="h-11 flex-1 sm:flex-none" onClick={onCancel}>
          {TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Spec §2 day card: the day and its workout at a glance; a press shows its exercises, the pencil edits the
 * workout's name and notes in place.
 */
export function DayCard({
  entry,
  expanded,
  editing,
  saving,
  onToggle,
  onEdit,
  onSave,
  onCancel,
}: {
  entry: ScheduledPlanWorkout;
  expanded: boolean;
  editing: boolean;
  saving: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onSave: (edit: DayEdit) => void;
  onCancel: () => void;
}) {
  const panelId = useId();
  const { workout } = entry;
  return (
    <li className="overflow-hidden rounded-xl border bg-card">
      {editing ? (
        <EditForm entry={entry} saving={saving} onSave={onSave} onCancel={onCancel} />
      ) : (
        <div className="flex items-start">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? panelId : undefined}
            onClick={onToggle}
            className="flex min-w-0 flex-1 items-start gap-3 p-4 text-left focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2"
          >
            <div className="min-w-0 flex-1 space-y-1.5">
              <p className="text-muted-foreground text-xs uppercase tracking-wide">
                {TEXT.day(entry.dayNumber)} · {entry.dayName}
              </p>
              <p className="font-semibold leading-snug">{workout.name}</p>
              <div className="flex flex-wrap gap-1.5">
                <Badge variant="secondary">{TEXT.minutes(workout.duration)}</Badge>
                <Badge variant="outline">{workout.difficulty}</Badge>
                <Badge variant="outline">{TEXT.exercises(workout.exercises.length)}</Badge>
              </div>
            </div>
            <ChevronDown
              aria-hidden="true"
              className={cn(
                'mt-1 size-5 shrink-0 text-muted-foreground transition-transform',
                expanded && 'rotate-180',
              )}
            />
          </button>
          <Button
            variant="ghost"
            size="icon"
            className="m-2 size-11"
            aria-label={TEXT.editWorkout(workout.name)}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
        </div>
      )}
      {expanded && !editing ? (
        <div id={panelId}>
          <Exercises entry={entry} />
        </div>
      ) : null}
    </li>
  );
}
