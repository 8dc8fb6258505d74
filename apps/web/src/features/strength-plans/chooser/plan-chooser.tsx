import {
  PLAN_TOASTS,
  PROGRAM_SCREEN_TEXT,
  PROGRAM_SUCCESS_TOASTS,
  planCard,
  type StrengthPlan,
  WIZARD_FIELD_TEXT,
} from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { format, parseISO } from 'date-fns';
import { CalendarDays, ClipboardList, Eye, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { ConfirmAction } from '#web/components/confirm-action.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { useDeleteStrengthPlan, useStrengthPlans } from '../wizard/api.ts';

const TEXT = PROGRAM_SCREEN_TEXT.wizard;
const FIELDS = WIZARD_FIELD_TEXT;

function DeletePlan({ planId, name }: { planId: string; name: string }) {
  const deletePlan = useDeleteStrengthPlan();
  async function confirm() {
    if (await succeeded(deletePlan.mutateAsync({ planId }))) showToast(PROGRAM_SUCCESS_TOASTS.planDeleted);
  }
  return (
    <ConfirmAction
      trigger={
        <Button
          variant="ghost"
          className="h-11"
          disabled={deletePlan.isPending}
          aria-label={`${FIELDS.deletePlan} ${name}`}
        >
          <Trash2 aria-hidden="true" />
          {FIELDS.deletePlan}
        </Button>
      }
      title={FIELDS.deletePlanTitle}
      description={FIELDS.deletePlanDescription}
      confirmLabel={FIELDS.deletePlan}
      cancelLabel={FIELDS.cancel}
      onConfirm={() => void confirm()}
    />
  );
}

function PlanCard({ plan, onEdit }: { plan: StrengthPlan; onEdit: (plan: StrengthPlan) => void }) {
  const card = planCard(plan);
  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <CardTitle as="h3" className="break-words text-lg">
            {card.name}
          </CardTitle>
          <Badge variant={card.badgeVariant} className="capitalize">
            {card.status}
          </Badge>
        </div>
        <p className="line-clamp-3 text-muted-foreground text-sm">{card.description}</p>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 text-sm">
        {card.goals.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={FIELDS.chooserGoals}>
            {card.goals.map((goal) => (
              <li key={goal}>
                <Badge variant="outline" className="whitespace-normal rounded-md">
                  {goal}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {card.experience ? (
            <>
              <dt className="text-muted-foreground">{FIELDS.chooserExperience}</dt>
              <dd>{card.experience}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">{FIELDS.chooserSchedule}</dt>
          <dd>{FIELDS.daysPerWeek(card.daysPerWeek)}</dd>
          <dt className="text-muted-foreground">{FIELDS.createdOn}</dt>
          <dd className="flex items-center gap-1.5">
            <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
            <time dateTime={card.createdAt}>{format(parseISO(card.createdAt), 'MMM d, yyyy')}</time>
          </dd>
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button variant="outline" className="h-11 flex-1" onClick={() => onEdit(plan)}>
          <RefreshCw aria-hidden="true" />
          {TEXT.editAndRegenerate}
        </Button>
        {card.canView ? (
          <Button className="h-11 flex-1" asChild>
            <Link to="/strength-plan-review" search={{ planId: card.planId }}>
              <Eye aria-hidden="true" />
              {TEXT.viewPlan}
            </Link>
          </Button>
        ) : null}
        <DeletePlan planId={card.planId} name={card.name} />
      </CardFooter>
    </Card>
  );
}

function PlansSkeleton() {
  return (
    <SkeletonStatus label={TEXT.loadingPlan} className="grid gap-4 md:grid-cols-2">
      {[0, 1].map((n) => (
        <div key={n} className="space-y-3 rounded-xl border p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </SkeletonStatus>
  );
}

/** Step 0 (spec §2): start a new plan, or pick up a previous one. */
export function PlanChooser({
  onCreateNew,
  onEdit,
}: {
  onCreateNew: () => void;
  onEdit: (plan: StrengthPlan) => void;
}) {
  const query = useStrengthPlans();
  const plans = query.data;

  let list: React.ReactNode;
  if (query.isPending) list = <PlansSkeleton />;
  else if (!plans)
    list = <LoadFailed title={FIELDS.previousPlans} message={PLAN_TOASTS.fetchFailed} query={query} />;
  else if (plans.length === 0)
    list = <EmptyState as="p" icon={<ClipboardList />} title={TEXT.noPreviousPlans} />;
  else
    list = (
      <ul className="grid gap-4 md:grid-cols-2">
        {plans.map((plan) => (
          <li key={plan.planId}>
            <PlanCard plan={plan} onEdit={onEdit} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="space-y-8">
      <section className="flex flex-col gap-4 rounded-xl border bg-card p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h2 className="font-semibold text-lg">{TEXT.startNewPlan}</h2>
          <p className="text-muted-foreground text-sm">{FIELDS.chooserIntro}</p>
        </div>
        <Button size="lg" className="w-full sm:w-auto" onClick={onCreateNew}>
          <Plus aria-hidden="true" />
          {TEXT.createNew}
        </Button>
      </section>
      <section className="space-y-4">
        <h2 className="font-semibold text-lg">{FIELDS.previousPlans}</h2>
        {list}
      </section>
    </div>
  );
}
