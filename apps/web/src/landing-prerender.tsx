import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicLanding } from './public-landing.tsx';

/** Used at build time only (scripts/postbuild.ts): the landing page's HTML, which landing.tsx then hydrates. */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <PublicLanding onSignedIn={() => {}} />
    </StrictMode>,
  );
}
