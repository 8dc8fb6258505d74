import { EQUIPMENT_SCREEN_TEXT, EQUIPMENT_TOASTS } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadFailed, type RetryableRead } from '#web/components/load-failed.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';

const TEXT = EQUIPMENT_SCREEN_TEXT.equipmentFrame;

/** The add, edit and catalogue screens: the Back button (spec §2), a title, and the screen's content in a card. */
export function FormFrame({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6 sm:px-6 sm:py-10">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/equipment">
          <ArrowLeft aria-hidden="true" />
          {TEXT.back}
        </Link>
      </Button>
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <h1 className="font-bold text-2xl leading-tight tracking-tight">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </div>
          {actions}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

/** 'Loading...' while the categories load (spec §2 Add equipment). */
export function FormLoading() {
  return (
    <p role="status" className="py-8 text-center text-muted-foreground">
      {TEXT.loading}
    </p>
  );
}

/**
 * In place of the form when the categories could not be loaded: without them no category can be chosen. The toast
 * says 'Failed to load equipment categories. Please try again later.'; this stays, with Retry.
 */
export function CategoriesFailed({ query }: { query: RetryableRead }) {
  return <LoadFailed title={EQUIPMENT_TOASTS.categoriesFailed} query={query} retryLabel={TEXT.retry} />;
}
