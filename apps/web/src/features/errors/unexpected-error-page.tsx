import { APP_SHELL_TEXT } from '@liftwise/domain';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button.tsx';

/** Spec §2: the generic screen when a route fails to render. */
export function UnexpectedErrorPage({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    console.error('Unexpected application error:', error);
  }, [error]);

  const message = error instanceof Error ? error.message : String(error);

  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-16">
      <h1 className="font-bold text-2xl text-destructive">{APP_SHELL_TEXT.routerError.title}</h1>
      {message ? <pre className="whitespace-pre-wrap rounded-md bg-muted p-4 text-sm">{message}</pre> : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={reset}>{APP_SHELL_TEXT.routerError.tryAgain}</Button>
        <Button variant="outline" asChild>
          {/* A full load, not a router link: the router itself may be what failed. */}
          <a href={APP_SHELL_TEXT.notFound.returnHomeTo}>{APP_SHELL_TEXT.notFound.returnHome}</a>
        </Button>
      </div>
    </section>
  );
}
