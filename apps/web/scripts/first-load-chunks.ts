import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/**
 * Issue 17: the first load of a signed-in page in a few requests instead of sixty. Left to itself the bundler makes a
 * chunk for every combination of entries and lazy routes that share modules, so a page load fetched ~70 small files
 * in four waves; on a phone each file costs a round trip (six at a time over HTTP/1.1), which is most of the LCP.
 *
 * The policy: whatever every signed-in page loads first (app.html's entry, the `_app` layout, the signed-in
 * navigation, with everything they import, and what every route's own chunk imports too) goes into two chunks:
 * `framework`, the part the landing page loads to hand a signed-in visitor over to the app (src/app.tsx: React, the
 * router, the query cache...), and `app-frame`, the rest. A signed-out visitor of the landing page loads neither:
 * what the landing page's own script imports stays out of both.
 *
 * Which modules those are is read from a first, automatic build (in memory, not written): only its chunks say which
 * modules survive tree-shaking, where the module graph alone would count every icon of lucide's barrel and every
 * module of the domain's. The real build then names those modules' chunks (rolldown's output.codeSplitting).
 */
const ANALYSING = 'LIFTWISE_FIRST_LOAD_ANALYSIS';

type FirstLoadChunk = 'landing-shared' | 'framework' | 'app-frame';

/** The chunks a page loads up front: its roots and everything they import statically, transitively. */
function firstLoadOf(chunks: Map<string, Rolldown.OutputChunk>, roots: Rolldown.OutputChunk[]) {
  const seen = new Set<Rolldown.OutputChunk>();
  const queue = [...roots];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) queue.push(imported);
    }
  }
  return new Set([...seen].flatMap((chunk) => chunk.moduleIds));
}

/** Module id → the named chunk it belongs in, from an automatic build's chunks. */
export function classifyFirstLoad(output: Rolldown.OutputChunk[]): Map<string, FirstLoadChunk> {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const rooted = (pattern: RegExp) => {
    const found = output.filter((chunk) => chunk.facadeModuleId && pattern.test(chunk.facadeModuleId));
    if (found.length === 0) throw new Error(`first-load chunks: no chunk for ${pattern}; update the policy`);
    return found;
  };
  // The app's module shares a chunk without a facade (with the router) when two entries import it.
  const holding = (pattern: RegExp) => {
    const found = output.filter((chunk) => chunk.moduleIds.some((id) => pattern.test(id)));
    if (found.length === 0) throw new Error(`first-load chunks: no chunk holds ${pattern}; update the policy`);
    return found;
  };
  const appEntry = rooted(/[\\/]app\.html$/);
  const app = firstLoadOf(chunks, [
    ...appEntry,
    ...rooted(/[\\/]src[\\/]routes[\\/]_app\.tsx\?tsr-split=component/),
    ...rooted(/[\\/]src[\\/]features[\\/]navigation[\\/]signed-in-nav\.tsx$/),
  ]);
  // What every route needs besides (the tRPC client its loader calls, the training cache...) loads with the frame.
  const routes = rooted(/[\\/]src[\\/]routes[\\/]_app[\\/].*\?tsr-split=component/).map((route) =>
    firstLoadOf(chunks, [route]),
  );
  for (const id of routes[0] ?? []) if (routes.every((route) => route.has(id))) app.add(id);
  const landingEntry = rooted(/[\\/]index\.html$/);
  const appModule = firstLoadOf(chunks, holding(/[\\/]src[\\/]app\.tsx$/));
  const landing = new Set([...firstLoadOf(chunks, landingEntry), ...appModule]);
  // Small chunks are copied into each importer (vite.config.ts), so a module the entry shares with the app can sit
  // in both the entry's chunk and the app's: this is what the app holds of its own.
  const usedByApp = new Set([...app, ...appModule]);
  // What the landing page's entry itself imports is left to automatic chunking: were it in framework, the entry
  // would import all of framework, which only a signed-in visitor needs, and every visitor would fetch it.
  const landingScript = firstLoadOf(chunks, landingEntry);
  for (const id of landingScript) app.delete(id);
  // What only app.html's entry runs (src/main.tsx, which mounts the app) stays in the entry's own chunk: the landing
  // page imports the app (src/app.tsx) to hand over to it, and must not run main.tsx's mount with it (two roots).
  for (const id of appEntry.flatMap((chunk) => chunk.moduleIds)) app.delete(id);
  const chunkOf = new Map<string, FirstLoadChunk>(
    [...app].map((id) => [id, landing.has(id) ? 'framework' : 'app-frame']),
  );
  // Those the app uses too get a small chunk of their own, ahead of the others, so neither group takes them along
  // as a dependency (framework would, and the entry would then import framework); the entry's own modules that the
  // app does not use (landing.ts, the menu's script) stay in the entry's chunk.
  const entryOwn = new Set(landingEntry.flatMap((chunk) => chunk.moduleIds));
  for (const id of landingScript)
    if (!entryOwn.has(id) || usedByApp.has(id)) chunkOf.set(id, 'landing-shared');
  return chunkOf;
}

/** The Vite plugin that runs the analysis before a client build, and the codeSplitting option that reads it. */
export function firstLoadChunks() {
  let chunkOf = new Map<string, FirstLoadChunk>();
  let resolved: ResolvedConfig | undefined;
  const plugin: Plugin = {
    name: 'liftwise:first-load-chunks',
    // Not in the analysing build itself (it must chunk automatically), nor in the prerender's server build.
    apply: (_config, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild && !process.env[ANALYSING],
    configResolved(config) {
      resolved = config;
    },
    async buildStart() {
      process.env[ANALYSING] = '1';
      try {
        const result = await build({
          root: resolved?.root,
          configFile: resolved?.configFile,
          mode: resolved?.mode,
          logLevel: 'silent',
          build: { write: false, emptyOutDir: false },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
        const chunks = outputs.flatMap((out) => out.output.filter((item) => item.type === 'chunk'));
        chunkOf = classifyFirstLoad(chunks);
      } finally {
        delete process.env[ANALYSING];
      }
    },
  };
  const codeSplitting = {
    groups: [
      { name: 'landing-shared', priority: 3, test: (id: string) => chunkOf.get(id) === 'landing-shared' },
      // Before app-frame, so that the app's chunk cannot take React along as a dependency of its own modules.
      { name: 'framework', priority: 2, test: (id: string) => chunkOf.get(id) === 'framework' },
      { name: 'app-frame', priority: 1, test: (id: string) => chunkOf.get(id) === 'app-frame' },
    ],
  };
  return { plugin, codeSplitting };
}
