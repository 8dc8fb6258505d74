import {
  type CalendarDate,
  listPages,
  placementChoices,
  SCHEDULE_SCREEN_TEXT,
  scheduleRange,
  shiftMonth,
} from '@liftwise/domain';
import { CalendarDays, List } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ListPage } from '#web/components/list-page.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { cn } from '#web/lib/cn.ts';
import { browserToday } from '#web/lib/time-zone.ts';
import { useSchedule, useScheduleWorkouts } from './api.ts';
import { DayPanel } from './day-panel.tsx';
import { type Month, monthKey, monthOf } from './month.ts';
import { MonthCalendar } from './month-calendar.tsx';
import { ScheduleList } from './schedule-list.tsx';
import { ScheduleLoadFailed, ScheduleSkeleton } from './schedule-states.tsx';
import { ScheduleWorkoutDialog } from './schedule-workout-dialog.tsx';
import { scheduleView } from './scheduled.ts';

const TEXT = SCHEDULE_SCREEN_TEXT.schedule;

/** Spec §2 Schedule: the Calendar tab over one displayed month, the List tab from today on, and Schedule Workout. */
export function SchedulePage() {
  const [initialToday] = useState(browserToday);
  const [shown, setShown] = useState<Month>(() => monthOf(initialToday));
  const [selected, setSelected] = useState<CalendarDate>(initialToday);
  // The List tab's weeks, kept while the athlete visits the calendar: pages before today's, and from today's on.
  const [span, setSpan] = useState({ earlier: 0, later: 1 });
  const pages = useMemo(() => listPages(span.earlier, span.later), [span]);
  const range = useMemo(() => scheduleRange(shown.year, shown.month), [shown]);
  const query = useSchedule(range);
  const lists = useScheduleWorkouts();
  const today = query.data?.today ?? initialToday;
  const workouts = query.data?.workouts;

  const view = useMemo(
    () => (workouts ? scheduleView(shown.year, shown.month, workouts, today) : null),
    [workouts, shown, today],
  );
  const choices = useMemo(
    () => placementChoices(lists.data?.upcoming ?? [], lists.data?.missed ?? [], workouts ?? []),
    [lists.data, workouts],
  );

  /** Selecting a day outside the 42 cells (arrow keys past the edge) brings its month into view. */
  function select(date: CalendarDate) {
    setSelected(date);
    if (date < range.from || date > range.to) setShown(monthOf(date));
  }
  /** Paging keeps the selected day while it is on the new grid; otherwise the panel follows to today or the 1st. */
  function shift(delta: number) {
    const next = shiftMonth(shown.year, shown.month, delta);
    const { from, to } = scheduleRange(next.year, next.month);
    setShown(next);
    if (selected < from || selected > to) {
      setSelected(today.startsWith(monthKey(next)) ? today : `${monthKey(next)}-01`);
    }
  }
  function goToday() {
    setShown(monthOf(today));
    setSelected(today);
  }

  // While another month loads, the previous one stays visible, dimmed, rather than flashing a skeleton.
  const stale = query.isPlaceholderData;

  let calendar: React.ReactNode;
  if (!view) {
    calendar = query.isPending ? <ScheduleSkeleton /> : <ScheduleLoadFailed query={query} />;
  } else {
    calendar = (
      <div className={cn('grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]', stale && 'opacity-60')}>
        <Card className="p-3 sm:p-6">
          <MonthCalendar
            year={shown.year}
            month={shown.month}
            days={view.days}
            selected={selected}
            onSelect={select}
            onShiftMonth={shift}
            onToday={goToday}
          />
        </Card>
        <DayPanel date={selected} today={today} items={view.on(selected)} />
      </div>
    );
  }

  return (
    <ListPage
      title={TEXT.title}
      description={TEXT.description}
      actions={<ScheduleWorkoutDialog defaultDate={selected} choices={choices} />}
    >
      <Tabs defaultValue="calendar" className="space-y-6">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="calendar">
            <CalendarDays aria-hidden="true" />
            {TEXT.calendarTab}
          </TabsTrigger>
          <TabsTrigger value="list">
            <List aria-hidden="true" />
            {TEXT.listTab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="calendar">{calendar}</TabsContent>
        <TabsContent value="list">
          <ScheduleList
            anchor={initialToday}
            pages={pages}
            onEarlier={() => setSpan((s) => ({ ...s, earlier: s.earlier + 1 }))}
            onLater={() => setSpan((s) => ({ ...s, later: s.later + 1 }))}
          />
        </TabsContent>
      </Tabs>
    </ListPage>
  );
}
