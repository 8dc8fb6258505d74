import { createFileRoute, redirect } from '@tanstack/react-router';
import { prefetchPlan } from '#web/features/strength-plans/review/api.ts';
import { PlanReviewPage } from '#web/features/strength-plans/review/plan-review-page.tsx';
import { idParam } from '#web/lib/search-params.ts';

export const Route = createFileRoute('/_app/strength-plan-review')({
  validateSearch: (search: Record<string, unknown>): { planId?: string } => {
    const planId = idParam(search.planId);
    return planId === undefined ? {} : { planId };
  },
  // Spec §2: no plan to review → program creation.
  beforeLoad: ({ search }) => {
    if (search.planId === undefined) throw redirect({ to: '/create-program', replace: true });
  },
  loaderDeps: ({ search }) => ({ planId: search.planId }),
  loader: ({ context, deps }) => prefetchPlan(context.queryClient, deps.planId),
  component: function StrengthPlanReview() {
    const { planId } = Route.useSearch();
    // beforeLoad has sent a missing planId away.
    return planId === undefined ? null : <PlanReviewPage key={planId} planId={planId} />;
  },
});
