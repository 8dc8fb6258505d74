import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/**
 * The first load of a signed-in page in a few requests instead of sixty. Left to itself the bundler makes a
 * chunk for every combination of entries and lazy routes that share modules, so a page load fetched ~70 small files
 * in four waves; on a phone each file costs a round trip (six at a time over HTTP/1.1), which is most of the LCP.
 *
 * The policy: whatever every signed-in page loads first (app.html's entry, the `_app` layout, the signed-in
 * navigation, with everything they import, and what every route's own chunk imports too) goes into two chunks:
 * `framework`, the libraries (React, the router, the query cache...: they change less often than the app, so a
 * release of the app's own code leaves them cached), and `app-frame`, the app's own code. The landing page's script
 * loads neither; the little of it the app uses too gets a chunk of its own, `landing-shared`.
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

/** A published package's module, or one the bundler adds (its runtime, the preload helper), not the app's own code. */
function isLibrary(id: string): boolean {
  return id.startsWith('\0') || /[\\/]node_modules[\\/]/.test(id);
}

/** Module id → the named chunk it belongs in, from an automatic build's chunks. */
export function classifyFirstLoad(output: Rolldown.OutputChunk[]): Map<string, FirstLoadChunk> {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const rooted = (pattern: RegExp) => {
    const found = output.filter((chunk) => chunk.facadeModuleId && pattern.test(chunk.facadeModuleId));
    if (found.length === 0) throw new Error(`first-load chunks: no chunk for ${pattern}; update the policy`);
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
  // Small chunks are copied into each importer (vite.config.ts), so a module the landing page's script shares with
  // the app can sit both in the landing entry's chunk and in one of the app's.
  const usedByApp = new Set(app);
  // What the landing page's script imports stays out of both: were it in framework, the landing page's entry would
  // import all of framework, which only a signed-in visitor needs, and every visitor would fetch it.
  const landingScript = firstLoadOf(chunks, landingEntry);
  for (const id of landingScript) app.delete(id);
  // What only app.html's entry runs (src/main.tsx, which mounts the app) stays in the entry's own chunk: the landing
  // page imports the app (src/app.tsx) to hand over to it, and must not run main.tsx's mount with it (two roots).
  for (const id of appEntry.flatMap((chunk) => chunk.moduleIds)) app.delete(id);
  const chunkOf = new Map<string, FirstLoadChunk>(
    [...app].map((id) => [id, isLibrary(id) ? 'framework' : 'app-frame']),
  );
  // Those the app uses too get a small chunk of their own, ahead of the others, so neither group takes them along
  // as a dependency (the entry would then import that group); the entry's own modules that the app does not use
  // (landing.ts, the menu's script) stay in the entry's chunk.
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
