import { SESSION_SCREEN_TEXT, WORKOUT_SCREEN_TEXT } from '@liftwise/domain';
import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';
import { useAuth } from '#web/lib/auth.ts';
import { useSessionWorkout } from './api.ts';
import { LiveSessionScreen } from './live-session-screen.tsx';
import { clearStoredSession } from './session-storage.ts';

const TEXT = SESSION_SCREEN_TEXT.liveSession;
const NOT_FOUND = WORKOUT_SCREEN_TEXT.workoutDetails;

function SessionSkeleton() {
  return (
    <SkeletonStatus
      label={TEXT.loading}
      className="mx-auto w-full max-w-2xl space-y-4 px-4 pt-4 sm:px-6 sm:pt-8"
    >
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </SkeletonStatus>
  );
}

function CenteredMessage({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      {children}
    </div>
  );
}

/** /workouts/start/{workoutId}: loads the plan, then the live session (resumed if one was left running). */
export function LiveSessionPage({
  workoutId,
  occurrence,
}: {
  workoutId: string;
  occurrence?: string | undefined;
}) {
  const auth = useAuth();
  const query = useSessionWorkout(workoutId);
  const userId = auth.user?.uid;
  const missing = query.data === null;
  // A session kept for a workout that has since been deleted can never be finished: drop it.
  useEffect(() => {
    if (missing && userId) clearStoredSession(userId, workoutId);
  }, [missing, userId, workoutId]);

  if (query.isPending || auth.user === null) return <SessionSkeleton />;
  if (query.data === null) {
    return <NotFoundScreen text={NOT_FOUND} backLabel={TEXT.backToWorkouts} backTo="/workouts" />;
  }
  if (query.data === undefined) {
    return (
      <CenteredMessage>
        <p className="font-medium">{TEXT.loadFailed}</p>
        <Button variant="outline" size="lg" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          {TEXT.retry}
        </Button>
      </CenteredMessage>
    );
  }
  return <LiveSessionScreen workout={query.data} userId={auth.user.uid} occurrence={occurrence} />;
}
