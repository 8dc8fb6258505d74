import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { startSignIn } from '../../lib/sign-in.ts';

/** Signed out: the hero starts sign-in. Disabled only while the app is still asking who is signed in. */
export function StartTrainingButton({ disabled = false }: { disabled?: boolean }) {
  return (
    <Button size="lg" onClick={() => startSignIn()} disabled={disabled}>
      Start Training
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
