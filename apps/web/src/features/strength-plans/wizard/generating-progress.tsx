import { WIZARD_FIELD_TEXT } from '@liftwise/domain';
import { Progress } from '#web/components/ui/progress.tsx';
import type { GenerateStage } from './api.ts';

/** How far the Generate flow is: the answers stored, then the plan generated and stored by the server. */
const STAGE_PERCENT: Record<GenerateStage, number> = { saving: 15, generating: 55 };

/** Visible progress while the program is generated (it may take a model many seconds). */
export function GeneratingProgress({ stage }: { stage: GenerateStage }) {
  return (
    <div role="status" className="space-y-2 rounded-xl border border-primary/40 bg-primary/5 p-4">
      <p className="font-medium text-sm">{WIZARD_FIELD_TEXT.generatingStages[stage]}</p>
      <Progress
        value={STAGE_PERCENT[stage]}
        aria-label={WIZARD_FIELD_TEXT.generatingProgress}
        className="h-3"
      />
    </div>
  );
}
