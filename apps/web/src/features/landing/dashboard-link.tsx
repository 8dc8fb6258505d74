import { LANDING_TEXT } from 'virtual:landing-text';
import { ROUTES } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** Signed in (app only, it needs the router): the hero leads back to the dashboard. */
export function DashboardLink() {
  return (
    <Button size="lg" asChild>
      <Link to={ROUTES.dashboard}>
        {LANDING_TEXT.goToDashboard}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
