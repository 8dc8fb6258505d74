import {
  APP_SHELL_TEXT,
  CHOOSER_STEP,
  errorToast,
  forwardButtonLabel,
  PROGRAM_SCREEN_TEXT,
  PROGRAM_SUCCESS_TOASTS,
  programGeneratedToast,
  type StrengthPlan,
  stepTitle,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  WIZARD_TOASTS,
} from '@liftwise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, Sparkles } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';

import { showToast } from '#web/components/ui/toast.ts';
import { cn } from '#web/lib/cn.ts';
import { useWeightUnit } from '#web/lib/weight-unit.ts';
import { PlanChooser } from '../chooser/plan-chooser.tsx';
import { fetchStrengthPlan, type GenerateStage, useGenerateStrengthPlan } from './api.ts';
import { GeneratingProgress } from './generating-progress.tsx';
import { WizardProgress } from './wizard-progress.tsx';
import { canGoForward, initialWizardState, wizardReducer } from './wizard-state.ts';
import { WizardStepFields } from './wizard-steps.tsx';

const TEXT = PROGRAM_SCREEN_TEXT.wizard;

/**
 * ?planId= (spec §2): that plan's answers at step 8 with 'Existing Plan Loaded'; a plan that is not there, or a
 * load that fails, starts a new plan with the spec's toast. Runs once per planId.
 */
function usePlanFromAddress(planId: string | undefined, onLoaded: (plan: StrengthPlan | null) => void) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(planId !== undefined);
  const handled = useRef<string | undefined>(undefined);
  const latest = useRef(onLoaded);
  latest.current = onLoaded;

  useEffect(() => {
    if (planId === undefined || handled.current === planId) return;
    handled.current = planId;
    setLoading(true);
    fetchStrengthPlan(queryClient, planId)
      .then((plan) => {
        if (plan) showToast({ title: TEXT.existingPlanLoaded });
        else showToast(errorToast(WIZARD_TOASTS.planNotFound, WIZARD_TOASTS.planNotFoundTitle));
        latest.current(plan);
      })
      .catch((error: unknown) => {
        console.error('Loading the plan into the wizard failed.', error);
        showToast(errorToast(WIZARD_TOASTS.loadError, WIZARD_TOASTS.loadErrorTitle));
        latest.current(null);
      })
      .finally(() => setLoading(false));
  }, [planId, queryClient]);

  return loading;
}

function LoadingPlan() {
  return (
    <SkeletonStatus label={TEXT.loadingPlan} showLabel className="space-y-4">
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </SkeletonStatus>
  );
}

/** Spec §2 Program wizard (/create-program): the chooser, the eight steps, and Generate. */
export function PlanWizardPage({
  planId: addressPlanId,
  onForgetAddressPlan,
}: {
  planId: string | undefined;
  /** Leaves ?planId= once the athlete starts another plan, so a reload does not bring the old one back. */
  onForgetAddressPlan: () => void;
}) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState);
  const [stage, setStage] = useState<GenerateStage>('saving');
  const generate = useGenerateStrengthPlan();
  const unit = useWeightUnit();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const loading = usePlanFromAddress(addressPlanId, (plan) => {
    if (plan)
      dispatch({ type: 'loadPlan', planId: plan.planId, programData: plan.programData, from: 'query' });
    else {
      dispatch({ type: 'createNew' });
      onForgetAddressPlan();
    }
  });

  // A new step is a new page for a screen reader and for a thumb at the bottom of a long one.
  const previousStep = useRef(state.step);
  useEffect(() => {
    if (previousStep.current === state.step) return;
    previousStep.current = state.step;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [state.step]);

  function createNew() {
    dispatch({ type: 'createNew' });
    if (addressPlanId) onForgetAddressPlan();
  }

  function editPlan(plan: StrengthPlan) {
    dispatch({
      type: 'loadPlan',
      planId: plan.planId,
      programData: plan.programData,
      from: 'edit-and-regenerate',
    });
    showToast(PROGRAM_SUCCESS_TOASTS.planSelected);
  }

  function generateProgram() {
    generate.mutate(
      {
        // The athlete's unit goes with the answers: levels typed as bare numbers are in it, and so are the plan's
        // working weights.
        programData: { ...state.data, strengthLevels: { ...state.data.strengthLevels, weightUnit: unit } },
        planId: state.planId,
        onDraftSaved: (planId) => dispatch({ type: 'planSaved', planId }),
        onStage: setStage,
      },
      {
        onSuccess: (answer) => {
          showToast(programGeneratedToast(answer));
          void navigate({ to: '/strength-plan-review', search: { planId: answer.strengthPlan.planId } });
        },
        onError: (error) => {
          console.error('Generating the program failed.', error);
          showToast(errorToast(WIZARD_TOASTS.generationFailed, WIZARD_TOASTS.generationFailedTitle));
        },
      },
    );
  }

  const step = state.step;
  const generating = generate.isPending;
  const canForward = canGoForward(state);
  const isLastStep = step === WIZARD_STEP_COUNT;

  let body: React.ReactNode;
  if (loading) body = <LoadingPlan />;
  else if (step === CHOOSER_STEP) body = <PlanChooser onCreateNew={createNew} onEdit={editPlan} />;
  else
    body = (
      <div className="space-y-6">
        <WizardProgress step={step} />
        <section
          aria-labelledby="wizard-step-title"
          className="space-y-5 rounded-xl border bg-card p-4 sm:p-6"
        >
          <h2
            id="wizard-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="font-semibold text-xl outline-none"
          >
            {stepTitle(step)}
          </h2>
          <fieldset disabled={generating} className="min-w-0">
            <WizardStepFields step={step} data={state.data} dispatch={dispatch} />
          </fieldset>
        </section>
        <div className="sticky bottom-0 -mx-4 space-y-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          {/* In the bar that stays in view, so the athlete sees it working without scrolling. */}
          {generating ? <GeneratingProgress stage={stage} /> : null}
          <nav aria-label={WIZARD_STEPS[step - 1]?.chip} className="flex gap-3">
            <Button
              variant="outline"
              size="lg"
              className={cn('flex-1 sm:flex-none', isLastStep && 'flex-none px-4')}
              disabled={generating}
              onClick={() => dispatch({ type: 'previous' })}
            >
              <ChevronLeft aria-hidden="true" />
              {/* On step 8 a phone needs the room for 'Generating Program...'; the name stays for screen readers. */}
              <span className={cn(isLastStep && 'sr-only sm:not-sr-only')}>{TEXT.previous}</span>
            </Button>
            {isLastStep ? (
              <Button
                size="lg"
                className="flex-1 sm:ml-auto sm:flex-none"
                disabled={!canForward || generating}
                aria-busy={generating}
                onClick={generateProgram}
              >
                <Sparkles className={generating ? 'animate-pulse' : undefined} aria-hidden="true" />
                {forwardButtonLabel(step, generating)}
              </Button>
            ) : (
              <Button
                size="lg"
                className="flex-1 sm:ml-auto sm:flex-none"
                disabled={!canForward}
                onClick={() => dispatch({ type: 'next' })}
              >
                {forwardButtonLabel(step, false)}
                <ChevronRight aria-hidden="true" />
              </Button>
            )}
          </nav>
        </div>
      </div>
    );

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 pt-6 pb-4 sm:px-6 sm:py-10">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">
        {APP_SHELL_TEXT.navigation.aiProgramGenerator}
      </h1>
      {body}
    </div>
  );
}
