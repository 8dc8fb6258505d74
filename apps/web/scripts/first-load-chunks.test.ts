import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { classifyFirstLoad } from './first-load-chunks.ts';

/** The fields of an automatic build's chunk the policy reads. */
function chunk(fileName: string, facadeModuleId: string | null, moduleIds: string[], imports: string[] = []) {
  return { fileName, facadeModuleId, moduleIds, imports } as unknown as Rolldown.OutputChunk;
}

const web = '/repo/apps/web';
const route = (name: string) => `${web}/src/routes/_app/${name}.tsx?tsr-split=component---loader`;

/** A small automatic build: two entries, the layout, the navigation, two routes, and the chunks they share. */
const automaticBuild = [
  chunk('react.js', null, ['react', 'react-dom']),
  chunk('router.js', null, ['router']),
  chunk('sign-in.js', null, ['sign-in', 'session-request']),
  chunk('index.js', `${web}/index.html`, [`${web}/index.html`, 'landing'], ['sign-in.js']),
  chunk('app-module.js', null, [`${web}/src/app.tsx`, 'routes'], ['react.js', 'router.js', 'sign-in.js']),
  chunk('app.js', `${web}/app.html`, [`${web}/app.html`, 'main'], ['app-module.js']),
  chunk('layout.js', `${web}/src/routes/_app.tsx?tsr-split=component---loader`, ['layout'], ['shell.js']),
  chunk('shell.js', null, ['skeleton']),
  chunk('nav.js', `${web}/src/features/navigation/signed-in-nav.tsx`, ['nav']),
  chunk('trpc.js', null, ['trpc-client']),
  chunk('charts.js', null, ['charts']),
  chunk('forms.js', null, ['forms']),
  chunk('dashboard.js', route('dashboard'), ['dashboard'], ['trpc.js', 'charts.js']),
  chunk('workouts.js', route('workouts/create'), ['workout-form'], ['trpc.js', 'forms.js']),
  chunk('dialog.js', `${web}/src/features/later-dialog.tsx`, ['dialog']),
];

describe('the first-load chunks of a signed-in page', () => {
  const chunkOf = classifyFirstLoad(automaticBuild);

  it('puts what the landing page loads to hand over to the app (src/app.tsx and its imports) in framework', () => {
    for (const id of ['react', 'router', 'routes', `${web}/src/app.tsx`]) expect(chunkOf.get(id)).toBe('framework');
    expect(chunkOf.has('landing')).toBe(false);
  });

  it("gives what the landing page's entry imports a chunk of its own, not framework", () => {
    // Were they in framework, the landing page's entry would import all of it, for every visitor.
    for (const id of ['sign-in', 'session-request']) expect(chunkOf.get(id)).toBe('landing-shared');
    expect(chunkOf.has(`${web}/index.html`)).toBe(false);
  });

  it('puts the layout, the navigation, what they import and what every route imports in app-frame', () => {
    for (const id of ['layout', 'skeleton', 'nav', 'trpc-client']) expect(chunkOf.get(id)).toBe('app-frame');
  });

  it("leaves what only app.html's entry runs (main.tsx mounts the app) in the entry's chunk, out of app-frame", () => {
    // The landing page imports the app to hand over to it: were main.tsx in app-frame, it would mount a second root.
    for (const id of [`${web}/app.html`, 'main']) expect(chunkOf.has(id)).toBe(false);
  });

  it("leaves a route's own code, what only some routes share, and later dialogs to automatic chunking", () => {
    for (const id of ['dashboard', 'charts', 'workout-form', 'forms', 'dialog'])
      expect(chunkOf.has(id)).toBe(false);
  });

  it('names the entry it cannot find rather than chunking silently another way', () => {
    const withoutNavigation = automaticBuild.filter((c) => c.fileName !== 'nav.js');
    expect(() => classifyFirstLoad(withoutNavigation)).toThrow(/signed-in-nav/);
  });
});
