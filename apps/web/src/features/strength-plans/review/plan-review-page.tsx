import {
  errorToast,
  PROGRAM_SCREEN_TEXT,
  planStartedToast,
  REVIEW_TOASTS,
  type ReplacePrevious,
  type StrengthPlan,
} from '@liftwise/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, FileQuestion, Play } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';
import { showError, showToast } from '#web/components/ui/toast.ts';
import { useAuth } from '#web/lib/auth.ts';
import { showFailure } from '#web/lib/save-failure.ts';
import { startConflictMessage, startInput, usePlan, useStartPlan } from './api.ts';
import { PlanOverview } from './plan-overview.tsx';
import { StartConflictDialog } from './start-conflict-dialog.tsx';
import { WorkoutSchedule } from './workout-schedule.tsx';

const TEXT = PROGRAM_SCREEN_TEXT.planReview;

function Frame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 px-4 pt-4 pb-8 sm:space-y-6 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" className="-ml-3 h-11 self-start" asChild>
          <Link to="/create-program">
            <ArrowLeft aria-hidden="true" />
            {TEXT.backToProgramCreation}
          </Link>
        </Button>
        {actions}
      </div>
      {children}
    </div>
  );
}

function Loading() {
  return (
    <Frame>
      <SkeletonStatus label={TEXT.loading} showLabel className="space-y-4">
        <Skeleton className="h-64 w-full rounded-xl" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </SkeletonStatus>
    </Frame>
  );
}

function NotGenerated() {
  return (
    <Frame>
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-12 text-center">
        <FileQuestion className="size-10 text-muted-foreground" aria-hidden="true" />
        <div className="space-y-2">
          <h1 className="font-semibold text-xl">{TEXT.notGeneratedTitle}</h1>
          <p className="text-muted-foreground">{TEXT.notGeneratedDescription}</p>
        </div>
        <Button className="h-11" asChild>
          <Link to="/create-program">{TEXT.backToProgramCreation}</Link>
        </Button>
      </div>
    </Frame>
  );
}

/**
 * Spec §2/§8: a plan that is not the athlete's, or that could not be loaded, sends them back to program creation
 * with the review's toast. Once per visit: the page leaves right after.
 */
function useLeaveWhenUnavailable(query: ReturnType<typeof usePlan>) {
  const navigate = useNavigate();
  const left = useRef(false);
  const notFound = query.data === null;
  const failed = query.data === undefined && query.isError;
  useEffect(() => {
    if (left.current || !(notFound || failed)) return;
    left.current = true;
    if (failed) console.error('Loading the strength plan failed.', query.error);
    const toasts = REVIEW_TOASTS;
    showToast(
      notFound
        ? errorToast(toasts.planNotFound, toasts.planNotFoundTitle)
        : errorToast(toasts.loadError, toasts.loadErrorTitle),
    );
    void navigate({ to: '/create-program', replace: true });
  }, [notFound, failed, query.error, navigate]);
}

function Review({
  plan,
}: {
  plan: StrengthPlan & { generatedPlan: NonNullable<StrengthPlan['generatedPlan']> };
}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const startPlan = useStartPlan(plan.planId);
  const [conflict, setConflict] = useState<string | null>(null);
  const [choice, setChoice] = useState<ReplacePrevious | null>(null);

  async function start(replacePrevious?: ReplacePrevious) {
    if (!auth.user || !plan.planId) {
      showError(REVIEW_TOASTS.missingInfo);
      return;
    }
    setChoice(replacePrevious ?? null);
    try {
      const result = await startPlan.mutateAsync(startInput(plan.planId, replacePrevious));
      setConflict(null);
      showToast(planStartedToast(result));
      await navigate({ to: '/workouts' });
    } catch (error) {
      const message = startConflictMessage(error);
      // A second conflict after an answer (another plan started meanwhile) asks again with the new names.
      if (message !== null) setConflict(message);
      else {
        setConflict(null);
        // The spec's 'Failed to start plan…', or the reason when it is one the athlete can act on (too many kept).
        showFailure('startStrengthPlan', error);
      }
    } finally {
      setChoice(null);
    }
  }

  const startButton = (
    <Button className="h-11 w-full sm:w-auto" disabled={startPlan.isPending} onClick={() => void start()}>
      <Play aria-hidden="true" />
      {startPlan.isPending && conflict === null ? TEXT.starting : TEXT.startPlan}
    </Button>
  );

  return (
    <Frame actions={startButton}>
      <h1 className="sr-only">{plan.generatedPlan.programName}</h1>
      <PlanOverview plan={plan.generatedPlan} answers={plan.programData} />
      <WorkoutSchedule planId={plan.planId} plan={plan.generatedPlan} />
      <StartConflictDialog
        message={conflict}
        pending={choice}
        onChoose={(next) => void start(next)}
        onClose={() => setConflict(null)}
      />
    </Frame>
  );
}

/** Spec §2 Plan review: the generated program to read, adjust day by day, and start. */
export function PlanReviewPage({ planId }: { planId: string }) {
  const query = usePlan(planId);
  useLeaveWhenUnavailable(query);
  const plan = query.data;
  if (!plan) return <Loading />;
  if (!plan.generatedPlan) return <NotGenerated />;
  return <Review plan={{ ...plan, generatedPlan: plan.generatedPlan }} />;
}
