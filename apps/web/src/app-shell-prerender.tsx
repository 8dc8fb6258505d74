import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PageFrame } from './components/page-frame.tsx';
import { AppPageSkeleton } from './features/app-shell/app-page-skeleton.tsx';
import { PAGE_HEADINGS } from './features/app-shell/page-headings.ts';
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

/**
 * What follows the shell in app.html: each list page's skeleton with its heading (page-headings.ts), as an inert
 * template; app.html's one inline script (app-shell-inline-script.ts) puts the one for the address into the frame's
 * <main> before the first paint. The guard's skeleton draws the same picture once the app runs, and the page's own
 * heading then sits exactly where this one was.
 */
export function renderPageSkeletons(): string {
  return Object.entries(PAGE_HEADINGS)
    .map(
      ([path, heading]) =>
        `<template data-page-skeleton="${path}">${renderToString(<AppPageSkeleton heading={heading} />)}</template>`,
    )
    .join('');
}
