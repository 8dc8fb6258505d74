import { greeting, missingProfileFields } from '@liftwise/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BarChart3, Plus } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth.ts';
import { trpc } from '../../lib/trpc.ts';
import { ActionCardGrid } from './action-card-grid.tsx';
import { ProfileCompletionBanner } from './profile-completion-banner.tsx';

export function DashboardPage() {
  const auth = useAuth();
  const profile = useQuery(trpc.getProfile.queryOptions());
  // Only an answer from the server can say the profile is absent; a failed load shows no banner.
  const missing = profile.isSuccess ? missingProfileFields(profile.data) : [];

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{greeting(auth.user?.displayName)}</h1>
        <p className="text-muted-foreground">Ready to crush your training today?</p>
      </header>

      {missing.length > 0 ? <ProfileCompletionBanner missing={missing} /> : null}

      <ActionCardGrid />

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" asChild>
          <Link to="/workouts/create">
            <Plus aria-hidden="true" />
            Create Workout
          </Link>
        </Button>
        {/* Spec §2: no action is shown for this button yet. */}
        <Button size="lg" variant="outline">
          <BarChart3 aria-hidden="true" />
          View Progress Analytics
        </Button>
      </div>
    </div>
  );
}
