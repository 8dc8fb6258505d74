import {
  type GeneratedWorkout,
  generateWorkoutInputSchema,
  LIMITS,
  WORKOUT_SCREEN_TEXT,
} from '@liftwise/domain';
import { Loader2, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FieldError } from '#web/components/ui/form-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { workoutGeneratedToast } from './ai-values.ts';
import { useGenerateWorkout } from './api.ts';
import { coachFailureToast } from './coach-failure.ts';

const TEXT = WORKOUT_SCREEN_TEXT.workoutForm.ai;
const promptSchema = generateWorkoutInputSchema.shape.prompt;

interface AiGeneratorProps {
  /** The exercises already in the form: when there are some, the athlete is asked before they are replaced. */
  exerciseCount: number;
  /** Puts the generated workout into the form for editing. */
  onGenerated: (workout: GeneratedWorkout) => void;
}

/**
 * Spec §2 AI generator: a prompt (not blank, §5) in, a workout out that fills the form. A failure leaves the prompt
 * and the form as they were, so the athlete can try again or go on by hand.
 */
export function AiGenerator({ exerciseCount, onGenerated }: AiGeneratorProps) {
  const id = useId();
  const promptId = `${id}-prompt`;
  const errorId = `${id}-prompt-error`;
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const generation = useGenerateWorkout();
  const busy = generation.isPending;

  function request(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = promptSchema.safeParse(prompt);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      promptRef.current?.focus();
      return;
    }
    setError(undefined);
    if (exerciseCount > 0) setConfirming(true);
    else void generate(parsed.data);
  }

  async function generate(text: string) {
    setConfirming(false);
    let answer: Awaited<ReturnType<typeof generation.mutateAsync>>;
    try {
      answer = await generation.mutateAsync({ prompt: text });
    } catch (failure) {
      console.error('Generating a workout failed.', failure);
      void coachFailureToast('generateWorkout', failure).then((toast) => showToast(toast));
      return;
    }
    onGenerated(answer.workout);
    showToast(workoutGeneratedToast(answer));
  }

  return (
    <Card>
      <CardHeader className="pb-0 sm:pb-0">
        <CardTitle as="h2" className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          {TEXT.section}
        </CardTitle>
        <CardDescription>{TEXT.intro}</CardDescription>
      </CardHeader>
      <CardContent className="pt-4 sm:pt-5">
        <form noValidate onSubmit={request} className="space-y-3" aria-label={TEXT.section} aria-busy={busy}>
          <div className="flex flex-col gap-2">
            <Label htmlFor={promptId}>{TEXT.promptLabel}</Label>
            <Textarea
              ref={promptRef}
              id={promptId}
              rows={3}
              maxLength={LIMITS.prompt}
              placeholder={TEXT.promptPlaceholder}
              value={prompt}
              // Read-only, not disabled, while the coach works: the text stays readable and focusable.
              readOnly={busy}
              onChange={(event) => {
                setPrompt(event.target.value);
                if (error) setError(promptSchema.safeParse(event.target.value).error?.issues[0]?.message);
              }}
              onKeyDown={(event) => {
                // Ctrl/Cmd+Enter generates; Enter alone is a new line, as in any text area.
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) request(event);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <FieldError id={errorId} message={error} />
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button type="submit" className="h-11 w-full sm:w-auto" disabled={busy}>
              {busy ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {busy ? TEXT.generating : TEXT.generate}
            </Button>
            <p role="status" className="text-muted-foreground text-sm">
              {busy ? TEXT.working : ''}
            </p>
          </div>
        </form>
      </CardContent>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{TEXT.replaceTitle}</AlertDialogTitle>
            <AlertDialogDescription>{TEXT.replaceDescription(exerciseCount)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{TEXT.keep}</AlertDialogCancel>
            <AlertDialogAction onClick={() => void generate(prompt.trim())}>
              {TEXT.replaceConfirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
