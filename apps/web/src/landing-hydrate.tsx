import { ROUTES } from '@liftwise/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { namesAUser, requestSession } from './lib/session-request.ts';
import { PublicLanding } from './public-landing.tsx';

/**
 * Hydrates the prerendered landing page (loaded by landing.tsx once it has painted), then asks who is signed in.
 * A signed-in visitor, or one who signs in here, is handed to the full app, which takes over the same element
 * without a reload; signed-out visitors never load it.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

let handover: Promise<void> | null = null;

/** Once only (the first session check and a sign-in may both get here). */
function handOverToApp(sessionBody: unknown): Promise<void> {
  handover ??= (async () => {
    // Its router reads the address when it is created, so a move to the dashboard comes before this import.
    const app = await import('./app.tsx');
    await app.prepareApp(sessionBody);
    root.unmount();
    app.mountApp(container as HTMLElement);
  })();
  return handover;
}

/** The sign-in popup reported success: the athlete lands on the dashboard (spec §1), still without a reload. */
function onSignedIn() {
  window.history.pushState(null, '', ROUTES.dashboard);
  void requestSession().then(handOverToApp);
}

const page = (
  <StrictMode>
    <PublicLanding onSignedIn={onSignedIn} />
  </StrictMode>
);
// `vite dev` serves index.html without the prerendered markup.
let root: Root;
if (container.hasChildNodes()) {
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task, which on a
  // slow phone blocked input for a few hundred.
  startTransition(() => {
    root = hydrateRoot(container, page);
  });
} else {
  root = createRoot(container);
  root.render(page);
}

void requestSession().then((body) => (namesAUser(body) ? handOverToApp(body) : undefined));
