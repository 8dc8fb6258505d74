import { SCREEN_TEXT, type WorkoutOverviewStats } from '@liftwise/domain';
import { CalendarClock, CheckCircle2, Dumbbell, Timer } from 'lucide-react';
import type { ReactNode } from 'react';

const TEXT = SCREEN_TEXT.workoutList;

function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card p-4">
      <span className="rounded-lg bg-primary/10 p-2 text-primary [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-muted-foreground text-xs leading-tight sm:text-sm">{label}</p>
        <p className="font-bold text-xl tabular-nums sm:text-2xl">{value}</p>
      </div>
    </div>
  );
}

/** The four cards of 'My Workouts' (spec §2): upcoming, completed, average duration, total exercises. */
export function StatCards({ stats }: { stats: WorkoutOverviewStats }) {
  return (
    <section aria-label="Workout stats" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
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
