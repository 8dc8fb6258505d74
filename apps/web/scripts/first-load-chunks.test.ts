import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { classifyFirstLoad } from './first-load-chunks.ts';

/** The fields of an automatic build's chunk the policy reads. */
function chunk(fileName: string, facadeModuleId: string | null, moduleIds: string[], imports: string[] = []) {
  return { fileName, facadeModuleId, moduleIds, imports } as unknown as Rolldown.OutputChunk;
}

const web = '/repo/apps/web';
const lib = (name: string) => `/repo/node_modules/${name}/index.js`;
const route = (name: string) => `${web}/src/routes/_app/${name}.tsx?tsr-split=component---loader`;

/** A small automatic build: two entries, the layout, the navigation, two routes, and the chunks they share. */
const automaticBuild = [
  chunk('react.js', null, [lib('react'), lib('react-dom')]),
  chunk('router.js', null, [lib('router')]),
  chunk('sign-in.js', null, ['sign-in', 'sign-in-session-request']),
  // Small shared modules are copied into each chunk that imports them: `routes-constant` is in both entries' chunks.
  chunk(
    'index.js',
    `${web}/index.html`,
    [`${web}/index.html`, 'landing', 'menu-script', 'routes-constant'],
    ['sign-in.js'],
  ),
  chunk(
    'app-module.js',
    null,
    [`${web}/src/app.tsx`, 'route-tree', 'routes-constant'],
    ['react.js', 'router.js', 'sign-in.js'],
  ),
  chunk('app.js', `${web}/app.html`, [`${web}/app.html`, 'main'], ['app-module.js']),
  chunk('layout.js', `${web}/src/routes/_app.tsx?tsr-split=component---loader`, ['layout'], ['shell.js']),
  chunk('shell.js', null, ['skeleton']),
  chunk('nav.js', `${web}/src/features/navigation/signed-in-nav.tsx`, ['nav']),
  chunk('trpc.js', null, ['trpc-client', lib('trpc')]),
  chunk('charts.js', null, ['charts']),
  chunk('forms.js', null, ['forms']),
  chunk('dashboard.js', route('dashboard'), ['dashboard'], ['trpc.js', 'charts.js']),
  chunk('workouts.js', route('workouts/create'), ['workout-form'], ['trpc.js', 'forms.js']),
  chunk('dialog.js', `${web}/src/features/later-dialog.tsx`, ['dialog']),
];

describe('the first-load chunks of a signed-in page', () => {
  const chunkOf = classifyFirstLoad(automaticBuild);

  it('puts the libraries every signed-in page loads first in framework', () => {
    for (const name of ['react', 'react-dom', 'router', 'trpc'])
      expect(chunkOf.get(lib(name))).toBe('framework');
  });

  it("gives what the landing page's script shares with the app a chunk of its own, not framework", () => {
    // Were they in framework, the landing page's entry would import all of it, for every visitor.
    for (const id of ['sign-in', 'sign-in-session-request', 'routes-constant'])
      expect(chunkOf.get(id)).toBe('landing-shared');
  });

  it("leaves the landing page's own script in its entry's chunk", () => {
    for (const id of [`${web}/index.html`, 'landing', 'menu-script']) expect(chunkOf.has(id)).toBe(false);
  });

  it('puts the layout, the navigation, what they import and what every route imports in app-frame', () => {
    for (const id of ['layout', 'skeleton', 'nav', 'trpc-client', `${web}/src/app.tsx`, 'route-tree'])
      expect(chunkOf.get(id)).toBe('app-frame');
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
