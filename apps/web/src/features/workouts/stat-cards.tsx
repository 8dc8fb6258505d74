import { WORKOUT_SCREEN_TEXT, type WorkoutOverviewStats } from '@liftwise/domain';
import { CalendarClock, CheckCircle2, Dumbbell, Timer } from 'lucide-react';
import { StatCard } from '#web/components/stat-card.tsx';

const TEXT = WORKOUT_SCREEN_TEXT.workoutList;

/** The four cards of 'My Workouts' (spec §2): upcoming, completed, average duration, total exercises. */
export function StatCards({ stats }: { stats: WorkoutOverviewStats }) {
  return (
    <section aria-label={TEXT.statsLabel} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label={TEXT.statUpcoming} value={stats.upcomingCount} icon={<CalendarClock />} />
      <StatCard label={TEXT.statCompleted} value={stats.completedCount} icon={<CheckCircle2 />} />
      <StatCard
        label={TEXT.statAverageDuration}
        value={TEXT.minutes(stats.averageDurationMinutes)}
        icon={<Timer />}
      />
      <StatCard label={TEXT.statTotalExercises} value={stats.totalExercises} icon={<Dumbbell />} />
    </section>
  );
}
