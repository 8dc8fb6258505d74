import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { namesAUser, requestSession } from './lib/session-request.ts';
import { PublicLanding } from './public-landing.tsx';
import './styles.css';

/**
 * Entry of `/` (index.html, prerendered): hydrates the landing page, then asks who is signed in. A signed-in
 * visitor is handed to the full app, which takes over the same element; signed-out visitors never load it.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const page = (
  <StrictMode>
    <PublicLanding />
  </StrictMode>
);
// `vite dev` serves index.html without the prerendered markup.
let root: Root;
if (container.hasChildNodes()) root = hydrateRoot(container, page);
else {
  root = createRoot(container);
  root.render(page);
}

void requestSession().then(async (body) => {
  if (!namesAUser(body)) return;
  const app = await import('./app.tsx');
  await app.prepareApp(body);
  root.unmount();
  app.mountApp(container);
});
