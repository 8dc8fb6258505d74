import { ROUTES } from '@liftwise/domain';
import { requestSignInSession } from './lib/sign-in-session-request.ts';

/** What the handover needs of the app's module (src/app.tsx), which only a signed-in visitor loads. */
export type AppModule = Pick<typeof import('./app.tsx'), 'prepareApp' | 'mountApp'>;

const loadAppModule = (): Promise<AppModule> => import('./app.tsx');

/**
 * The landing page becomes the full app in the same element, without a reload, once only (the first session check
 * and a sign-in may both ask). `beforeMount` removes the landing page's own listeners: the app brings its own.
 */
export function appHandover(
  container: HTMLElement,
  beforeMount: () => void,
  loadApp: () => Promise<AppModule> = loadAppModule,
): (sessionBody: unknown) => Promise<void> {
  let handover: Promise<void> | null = null;
  return (sessionBody) => {
    handover ??= (async () => {
      const app = await loadApp();
      await app.prepareApp(sessionBody);
      beforeMount();
      // In the same task as the app's first render (mountApp renders synchronously): no frame shows an empty page.
      container.replaceChildren();
      app.mountApp(container);
    })();
    return handover;
  };
}

/**
 * The sign-in popup reported success: the athlete lands on the dashboard (spec §1), still without a reload. The
 * address moves first, since the app's router reads it when its module is loaded.
 */
export function handOverSignedIn(
  handOver: (sessionBody: unknown) => Promise<void>,
  session: () => Promise<unknown> = requestSignInSession,
): Promise<void> {
  window.history.pushState(null, '', ROUTES.dashboard);
  return session().then(handOver);
}
