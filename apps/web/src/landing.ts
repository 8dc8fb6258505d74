import './styles.css';
import { wirePublicMenu } from './features/navigation/public-menu-disclosure.ts';
import { appHandover, handOverSignedIn } from './landing-handover.ts';
import { markInteractive } from './lib/interactive.ts';
import { wireSignInLinks } from './lib/sign-in-links.ts';
import { namesAUser, requestSignInSession } from './lib/sign-in-session-request.ts';
import { listenForSignInVerdicts, logFailedSignIn } from './lib/sign-in-verdicts.ts';

/**
 * Entry of `/` (index.html): the page is prerendered HTML whose links work before any script, so this plain script,
 * without React, only wires the phone menu and the popup sign-in, and asks once who is signed in. A signed-in
 * visitor, or one who signs in here, is handed to the full app, which takes over the same element without a
 * reload; signed-out visitors never load it.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// `vite dev` serves index.html without the prerendered markup; the build drops this branch.
if (import.meta.env.DEV && !container.hasChildNodes()) {
  const { renderLanding } = await import('./landing-prerender.tsx');
  container.innerHTML = renderLanding();
}

const stops = [...container.querySelectorAll('[data-public-menu]')].map(wirePublicMenu);
const handOverToApp = appHandover(container, () => {
  for (const stop of stops) stop();
});
stops.push(
  wireSignInLinks(container),
  listenForSignInVerdicts((outcome, data) => {
    if (outcome === 'signed-in') void handOverSignedIn(handOverToApp);
    else logFailedSignIn(data);
  }),
);
markInteractive();

void requestSignInSession().then((body) => (namesAUser(body) ? handOverToApp(body) : undefined));
