import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PageFrame } from './components/page-frame.tsx';
import { AppPageSkeleton } from './features/app-shell/app-page-skeleton.tsx';
import { BrandAnchor } from './features/navigation/brand-mark.tsx';
import { NavigationBar, NavigationPending } from './features/navigation/navigation-bar.tsx';

/**
 * Used at build time only (scripts/postbuild.ts): what app.html shows before its scripts run, the frame and the
 * skeleton the app itself paints first while it asks who is signed in. The app then renders over it (no hydration:
 * the first client render is the same picture, drawn by React).
 */
export function renderAppShell(): string {
  return renderToString(
    <StrictMode>
      <PageFrame
        navigation={
          <NavigationBar brand={<BrandAnchor />}>
            <NavigationPending />
          </NavigationBar>
        }
      >
        <AppPageSkeleton />
      </PageFrame>
    </StrictMode>,
  );
}
