import { createFileRoute } from '@tanstack/react-router';
import { prefetchStrengthPlans } from '#web/features/strength-plans/wizard/api.ts';
import { PlanWizardPage } from '#web/features/strength-plans/wizard/plan-wizard-page.tsx';
import { idParam } from '#web/lib/search-params.ts';

export const Route = createFileRoute('/_app/create-program')({
  validateSearch: (search: Record<string, unknown>): { planId?: string } => {
    const planId = idParam(search.planId);
    return planId === undefined ? {} : { planId };
  },
  loader: ({ context }) => prefetchStrengthPlans(context.queryClient),
  component: CreateProgramRoute,
});

function CreateProgramRoute() {
  const { planId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PlanWizardPage
      planId={planId}
      onForgetAddressPlan={() => void navigate({ search: {}, replace: true })}
    />
  );
}
