import { APP_SHELL_TEXT } from '@liftwise/domain';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { isCodeLoadFailure } from '#web/lib/code-load-failure.ts';

/**
 * Spec §2: the generic screen when a route fails to render. When what failed is a part of the page whose code did
 * not arrive, it says so in plain words, and Try Again loads the page afresh: rendering again would meet the same
 * failed import. A live session and the changes waiting to be sent are kept in the browser across the load.
 */
export function UnexpectedErrorPage({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    console.error('Unexpected application error:', error);
  }, [error]);

  const codeNotLoaded = isCodeLoadFailure(error);
  const message = error instanceof Error ? error.message : String(error);

  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-16">
      <h1 className="font-bold text-2xl text-destructive">{APP_SHELL_TEXT.routerError.title}</h1>
      {codeNotLoaded ? (
        <p className="text-muted-foreground">{APP_SHELL_TEXT.routerError.codeNotLoaded}</p>
      ) : message ? (
        <pre className="whitespace-pre-wrap rounded-md bg-muted p-4 text-sm">{message}</pre>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={codeNotLoaded ? () => window.location.reload() : reset}>
          {APP_SHELL_TEXT.routerError.tryAgain}
        </Button>
        <Button variant="outline" asChild>
          {/* A full load, not a router link: the router itself may be what failed. */}
          <a href={APP_SHELL_TEXT.notFound.returnHomeTo}>{APP_SHELL_TEXT.notFound.returnHome}</a>
        </Button>
      </div>
    </section>
  );
}
