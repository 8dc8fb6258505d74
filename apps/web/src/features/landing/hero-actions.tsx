import { LANDING_TEXT } from 'virtual:landing-text';
import { ArrowRight } from 'lucide-react';
import { SignInLink } from '#web/components/sign-in-link.tsx';
import { Button } from '#web/components/ui/button.tsx';

/**
 * Signed out: the hero starts sign-in (a link, so a tap before the landing script has run still works). Disabled
 * only while the app is still asking who is signed in.
 */
export function StartTrainingButton({ disabled = false }: { disabled?: boolean }) {
  const content = (
    <>
      {LANDING_TEXT.startTraining}
      <ArrowRight aria-hidden="true" />
    </>
  );
  if (disabled) {
    return (
      <Button size="lg" disabled>
        {content}
      </Button>
    );
  }
  return <SignInLink size="lg">{content}</SignInLink>;
}
