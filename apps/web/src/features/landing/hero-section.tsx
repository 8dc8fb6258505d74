import { SCREEN_TEXT } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth.ts';
import { startSignIn } from '../../lib/sign-in.ts';

export function HeroSection() {
  const auth = useAuth();

  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-primary/10 via-background to-background">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="rounded-full border bg-background/70 px-3 py-1 font-medium text-muted-foreground text-xs">
          AI-assisted strength training
        </p>
        <h1 className="font-black text-5xl tracking-tight sm:text-7xl">{SCREEN_TEXT.landing.heroTitle}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Plan smarter, lift harder. Build workouts from the equipment you own, follow programs shaped around
          your goals, and track every set from your phone.
        </p>
        {auth.status === 'authenticated' ? (
          <Button size="lg" asChild>
            <Link to="/dashboard">
              Go to Dashboard
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button size="lg" onClick={() => startSignIn()} disabled={auth.status === 'loading'}>
            Start Training
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </section>
  );
}
