import type { ProgramData, StrengthPlan } from '@liftwise/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadFailureToast } from '#web/lib/load-failure.ts';
import { failsAs } from '#web/lib/save-failure.ts';
import { trpc } from '#web/lib/trpc.ts';

// The program wizard's server state in one place: the chooser's list, one plan for ?planId=, and the writes of
// the Generate flow (spec §4) and of the chooser's delete.

export function strengthPlansQueryOptions() {
  return trpc.getAllStrengthPlans.queryOptions();
}

export function prefetchStrengthPlans(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(strengthPlansQueryOptions());
}

/** The chooser's previous plans, newest first; a failed load is toasted with Retry, once per failure. */
export function useStrengthPlans() {
  const query = useQuery(strengthPlansQueryOptions());
  useLoadFailureToast(query, 'getAllStrengthPlans');
  return query;
}

/** One plan for ?planId=: read fresh, because the wizard is about to overwrite it with these answers. */
export function fetchStrengthPlan(queryClient: QueryClient, planId: string): Promise<StrengthPlan | null> {
  return queryClient.fetchQuery({ ...trpc.getStrengthPlan.queryOptions({ planId }), staleTime: 0 });
}

/**
 * Puts the server's answer into the list and the one-plan entry (the review reads the same getStrengthPlan entry),
 * so the chooser and the review show it without a refetch.
 */
function storePlan(queryClient: QueryClient, plan: StrengthPlan) {
  queryClient.setQueryData(trpc.getStrengthPlan.queryKey({ planId: plan.planId }), plan);
  queryClient.setQueryData(strengthPlansQueryOptions().queryKey, (plans) => {
    if (!plans) return plans;
    const others = plans.filter((p) => p.planId !== plan.planId);
    return [plan, ...others];
  });
}

export function useDeleteStrengthPlan() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.deleteStrengthPlan.mutationOptions({
      ...failsAs('deleteStrengthPlan'),
      onSuccess: ({ planId }) => {
        queryClient.setQueryData(trpc.getStrengthPlan.queryKey({ planId }), null);
        queryClient.setQueryData(strengthPlansQueryOptions().queryKey, (plans) =>
          plans ? plans.filter((p) => p.planId !== planId) : plans,
        );
      },
    }),
  );
}

/** Where the Generate flow is, for the progress the athlete sees while it works. */
export type GenerateStage = 'saving' | 'generating';

/**
 * Spec §4 Generate program, in two calls: the answers are stored first (an existing plan is updated
 * back to draft, else a new one is saved), then generateStrengthPlan({ planId }) has the server generate from those
 * stored answers, check the plan and store it with status 'generated'; its answer is the stored plan. Any failure
 * is one failure for the athlete (§8 'Generation Failed'); `onDraftSaved` hands back the stored plan's id at once,
 * so a retry after a failed generation updates that draft instead of saving another.
 */
export function useGenerateStrengthPlan() {
  const queryClient = useQueryClient();
  const save = useMutation(trpc.saveStrengthPlan.mutationOptions());
  const update = useMutation(trpc.updateStrengthPlan.mutationOptions());
  const generate = useMutation(trpc.generateStrengthPlan.mutationOptions());

  return useMutation({
    mutationFn: async ({
      programData,
      planId,
      onDraftSaved,
      onStage,
    }: {
      programData: ProgramData;
      planId?: string | undefined;
      onDraftSaved: (planId: string) => void;
      onStage: (stage: GenerateStage) => void;
    }) => {
      onStage('saving');
      const { strengthPlan: draft } = planId
        ? await update.mutateAsync({ planId, updates: { programData, status: 'draft' } })
        : await save.mutateAsync({ programData });
      storePlan(queryClient, draft);
      onDraftSaved(draft.planId);
      onStage('generating');
      const answer = await generate.mutateAsync({ planId: draft.planId });
      storePlan(queryClient, answer.strengthPlan);
      return answer;
    },
  });
}
