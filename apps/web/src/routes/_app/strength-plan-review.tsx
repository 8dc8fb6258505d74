import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { idParam } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_app/strength-plan-review')({
  validateSearch: (search: Record<string, unknown>): { planId?: string } => {
    const planId = idParam(search.planId);
    return planId === undefined ? {} : { planId };
  },
  component: () => <ComingSoon title="Strength Plan Review" />,
});
