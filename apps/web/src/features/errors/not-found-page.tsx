import { APP_SHELL_TEXT } from '@liftwise/domain';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '#web/components/ui/button.tsx';

/** Spec §2: the * route. The bad path is logged so broken links show up in the console and in error reports. */
export function NotFoundPage() {
  // The resolved location, not the current one: on 'Return to Home' the location turns to / while this page is
  // still mounted, and logging it would report a 404 for / that never happened.
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });

  useEffect(() => {
    if (pathname !== undefined)
      console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="font-bold text-6xl text-primary">404</p>
      <h1 className="font-semibold text-2xl">{APP_SHELL_TEXT.notFound.title}</h1>
      <Button asChild>
        <Link to={APP_SHELL_TEXT.notFound.returnHomeTo}>{APP_SHELL_TEXT.notFound.returnHome}</Link>
      </Button>
    </section>
  );
}
