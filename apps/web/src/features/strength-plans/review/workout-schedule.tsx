import {
  type GeneratedPlan,
  PROGRAM_SCREEN_TEXT,
  PROGRAM_SUCCESS_TOASTS,
  REVIEW_TOASTS,
  replacePlanWorkout,
  weekNumbers,
  workoutsForWeek,
} from '@liftwise/domain';
import { CircleCheck } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { showError, showToast } from '#web/components/ui/toast.ts';
import { cn } from '#web/lib/cn.ts';
import { useUpdatePlan } from './api.ts';
import { DayCard, type DayEdit } from './day-card.tsx';
import { useWeekNavigation } from './use-week-navigation.ts';

const TEXT = PROGRAM_SCREEN_TEXT.planReview;

const dayKey = (week: number, day: number) => `${week}-${day}`;

function WeekTabs({
  duration,
  week,
  onSelect,
  panelId,
}: {
  duration: number;
  week: number;
  onSelect: (week: number) => void;
  panelId: string;
}) {
  // The row scrolls sideways on a phone: keep the week shown centred, also after an arrow key moved it. Only the
  // row scrolls (scrollIntoView would also scroll the page to the tabs when the overview is being read).
  const keepInView = useCallback((tab: HTMLButtonElement | null) => {
    const row = tab?.parentElement;
    if (!tab || !row) return;
    row.scrollTo?.({ left: tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2 });
  }, []);
  return (
    <div
      role="tablist"
      aria-label={TEXT.scheduleTitle}
      className="relative -mx-1 flex snap-x gap-1.5 overflow-x-auto px-1 pb-1 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible"
    >
      {weekNumbers(duration).map((n) => (
        <button
          key={n}
          ref={n === week ? keepInView : undefined}
          type="button"
          role="tab"
          aria-selected={n === week}
          aria-controls={panelId}
          onClick={() => onSelect(n)}
          className={cn(
            'h-10 shrink-0 snap-start whitespace-nowrap rounded-full border px-4 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
            n === week
              ? 'border-primary bg-primary text-primary-foreground'
              : 'bg-background text-muted-foreground hover:bg-accent',
          )}
        >
          {TEXT.week(n)}
        </button>
      ))}
    </div>
  );
}

/**
 * Spec §2 'Workout Schedule': one week at a time, its days as cards. Editing a day saves the whole generated plan
 * with that day replaced (§4); a failed save keeps the edit open as typed.
 */
export function WorkoutSchedule({ planId, plan }: { planId: string; plan: GeneratedPlan }) {
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const { week, selectWeek, checkmark } = useWeekNavigation(plan.duration, editingKey !== null);
  const updatePlan = useUpdatePlan(planId);
  const panelId = `plan-week-${planId}`;

  async function save(weekNumber: number, dayNumber: number, edit: DayEdit) {
    try {
      await updatePlan.mutateAsync({
        planId,
        updates: { generatedPlan: replacePlanWorkout(plan, weekNumber, dayNumber, edit) },
      });
    } catch (error) {
      console.error('Updating the plan workout failed.', error);
      showError(REVIEW_TOASTS.updateWorkoutFailed);
      return;
    }
    setEditingKey(null);
    showToast(PROGRAM_SUCCESS_TOASTS.planUpdated);
  }

  function toggle(key: string) {
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  const days = workoutsForWeek(plan, week);
  return (
    <Card>
      <CardHeader className="space-y-3">
        <div className="flex items-center justify-between gap-3">
          <CardTitle as="h2">{TEXT.scheduleTitle}</CardTitle>
          <p className="hidden text-muted-foreground text-xs sm:block">{TEXT.weekHint}</p>
        </div>
        <WeekTabs duration={plan.duration} week={week} onSelect={selectWeek} panelId={panelId} />
      </CardHeader>
      <CardContent>
        <div id={panelId} role="tabpanel" aria-label={TEXT.week(week)} className="space-y-3">
          <div className="flex h-6 items-center gap-2">
            <h3 className="font-medium text-sm">{TEXT.week(week)}</h3>
            <span role="status" className="flex items-center">
              {checkmark ? (
                <span className="flex items-center gap-1 text-success text-xs">
                  <CircleCheck aria-hidden="true" className="size-4" data-testid="week-checkmark" />
                  <span className="sr-only">{TEXT.weekChanged(week)}</span>
                </span>
              ) : null}
            </span>
          </div>
          {days.length === 0 ? (
            <p className="rounded-xl border border-dashed p-4 text-muted-foreground text-sm">
              {TEXT.noWorkoutsThisWeek}
            </p>
          ) : (
            <ul className="space-y-3">
              {days.map((entry) => {
                const key = dayKey(entry.weekNumber, entry.dayNumber);
                return (
                  <DayCard
                    key={key}
                    entry={entry}
                    expanded={expanded.has(key)}
                    editing={editingKey === key}
                    saving={updatePlan.isPending}
                    onToggle={() => toggle(key)}
                    onEdit={() => setEditingKey(key)}
                    onCancel={() => setEditingKey(null)}
                    onSave={(edit) => void save(entry.weekNumber, entry.dayNumber, edit)}
                  />
                );
              })}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
