import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicLanding } from './public-landing.tsx';

/** The landing page's HTML, rendered at build time (scripts/postbuild.ts); landing.ts wires its menu and links. */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <PublicLanding />
    </StrictMode>,
  );
}
