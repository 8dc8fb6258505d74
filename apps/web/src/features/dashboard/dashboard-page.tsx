import { DASHBOARD_SCREEN_TEXT, profileBanner, ROUTES } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { BarChart3 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth.ts';
import { ActionCardGrid } from './action-card-grid.tsx';
import { useDashboardProfile, useDashboardWorkouts, useEquipmentCount } from './api.ts';
import { ProfileCompletionBanner } from './profile-completion-banner.tsx';
import { StatCards, StatCardsFailed, StatCardsSkeleton } from './stat-cards.tsx';
import { TodayPanel } from './today-panel.tsx';

const TEXT = DASHBOARD_SCREEN_TEXT.dashboard;

export function DashboardPage() {
  const auth = useAuth();
  const profile = useDashboardProfile();
  const equipmentCount = useEquipmentCount();
  const workouts = useDashboardWorkouts();
  // Only an answer from the server can say the profile is absent; a failed load shows no banner.
  const banner = profile.isSuccess ? profileBanner(profile.data) : { show: false as const };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:space-y-8 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">
          {TEXT.greeting(auth.user?.displayName)}
        </h1>
        <p className="text-muted-foreground">{TEXT.subtitle}</p>
      </header>

      {/* First, also on a phone: today's session (Start) and Create Workout. */}
      <TodayPanel day={workouts.data} loading={workouts.isPending} />

      {banner.show ? <ProfileCompletionBanner banner={banner} /> : null}

      {workouts.data ? (
        <StatCards data={workouts.data} />
      ) : workouts.isPending ? (
        <StatCardsSkeleton />
      ) : (
        <StatCardsFailed query={workouts} />
      )}

      <ActionCardGrid equipmentCount={equipmentCount} upcomingCount={workouts.data?.upcoming.length ?? 0} />

      {/* Spec §2's bottom buttons: Create Workout moved to the top (TodayPanel), where a phone shows it. */}
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* Spec §2 shows no action for it: it opens the Progress Analytics screen. */}
        <Button size="lg" variant="outline" asChild>
          <Link to={ROUTES.progress}>
            <BarChart3 aria-hidden="true" />
            {TEXT.viewProgressAnalytics}
          </Link>
        </Button>
      </div>
    </div>
  );
}
