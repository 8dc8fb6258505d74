/**
 * The import boundaries of the monorepo (docs/adding-a-feature.md), written once as a table of
 * zones, with the domain's areas in layers and free of loops, and checked on every source file by `npm test`.
 * Biome's `noRestrictedImports` matched import strings, so a relative climb out of a web feature had to be spelled
 * once per folder depth; here every import is resolved to the file it names and judged by where it lands.
 *
 * `node scripts/import-boundaries.ts` prints each crossing and exits non-zero when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** One import of a file: what it names, and the names it takes (undefined for `import '…'`/`import(…)`/`*`). */
export interface ImportOf {
  source: string;
  names: string[] | undefined;
}

/** A zone: the files it holds, and the imports they may not make (a message says why and what to do). */
interface Zone {
  files: (file: string) => boolean;
  refuses: (to: Target, from: string) => string | undefined;
}

/** Where an import leads: a package name, or a repository path (relative to the root, with `/`). */
type Target = { kind: 'package'; name: string; names: string[] | undefined } | { kind: 'path'; path: string };

const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('/test-support/');
const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

const SERVER_CODE =
  'The browser app may not import server code (@liftwise/db, @liftwise/api, files of @liftwise/trpc): it reaches the server through tRPC over HTTP.';
const ROUTER_TYPES = new Set(['AppRouter', 'RouterInputs', 'RouterOutputs']);
const DOMAIN_PURE =
  'packages/domain is pure: it may import only zod, rrule, ical.js, papaparse and its own files (no node:*, no other @liftwise package, no @libsql, drizzle, hono, react or fetch libraries).';
const DOMAIN_SHARED = ['constants', 'dates', 'schemas', 'errors', 'cache'].map(
  (f) => `packages/domain/src/${f}`,
);

/**
 * The domain's areas in layers, lowest first: an area imports areas of its own layer or below, never above, and no
 * two areas import each other, even through others (`areaCycles`). Tests are free to compose areas.
 */
export const DOMAIN_LAYERS: readonly { name: string; areas: readonly string[] }[] = [
  { name: 'shared', areas: ['constants', 'dates', 'schemas', 'errors', 'cache'] },
  { name: 'basics', areas: ['units', 'sync', 'offline', 'app-shell'] },
  { name: 'catalogue', areas: ['equipment', 'exercises', 'plates'] },
  { name: 'workouts', areas: ['recurrence', 'workouts', 'schedule', 'calendar-feed', 'body-weight'] },
  { name: 'strength plans', areas: ['strength-plans'] },
  { name: 'records', areas: ['records'] },
  { name: 'training', areas: ['live-session', 'coach', 'progress'] },
  {
    name: 'athlete',
    areas: ['auth', 'profile', 'goals', 'push', 'dashboard', 'data-transfer', 'equipment-image-processor'],
  },
  { name: 'screens', areas: ['screens'] },
];
const DOMAIN_SRC = 'packages/domain/src';

/** The area a repository path lies in (the top folder under packages/domain/src), or undefined outside any. */
export function domainAreaOf(path: string): string | undefined {
  const parts = path.split('/');
  return under(path, DOMAIN_SRC) && parts.length > 4 ? parts[3] : undefined;
}
const layerOf = (area: string) => DOMAIN_LAYERS.findIndex((layer) => layer.areas.includes(area));
const layerNames = DOMAIN_LAYERS.map((layer) => layer.name).join(' → ');

function domainLayerRefusal(to: Target, from: string): string | undefined {
  const fromArea = domainAreaOf(from);
  const toArea = to.kind === 'path' ? domainAreaOf(to.path) : undefined;
  if (fromArea === undefined || toArea === undefined || fromArea === toArea) return undefined;
  for (const area of [fromArea, toArea])
    if (layerOf(area) < 0)
      return `The domain area '${area}' has no layer: add it to DOMAIN_LAYERS in scripts/import-boundaries.ts (${layerNames}).`;
  const [fromLayer, toLayer] = [layerOf(fromArea), layerOf(toArea)];
  return toLayer > fromLayer
    ? `The domain area '${fromArea}' (layer ${DOMAIN_LAYERS[fromLayer]?.name}) may not import '${toArea}', a layer above it (${DOMAIN_LAYERS[toLayer]?.name}); the layers, lowest first: ${layerNames}. Move what both need down to '${fromArea}' or a lower area.`
    : undefined;
}

const ZOD_WHOLE =
  "Import zod as a namespace, `import * as z from 'zod/mini'`: esbuild cannot shake the `z` or default export, and all of zod (its compiler, JSON Schema reader, every locale) would ride into the Worker.";
const ZOD_CLASSIC =
  "Server code validates with zod/mini, `import * as z from 'zod/mini'` (tests and the browser may use classic zod): one classic import brings all of classic zod, every method of every schema and the JSON Schema converter, back into the Worker.";

/** The domain's app-wide catalogues: each holds every area's words, so importing one puts them all in a route. */
const WHOLE_CATALOGUES = new Set([
  'SCREEN_TEXT',
  'TOASTS',
  'SUCCESS_TOASTS',
  'failureToast',
  'FAILURE_MESSAGES',
]);
const CATALOGUE_LOADER = 'apps/web/src/lib/failure-messages.ts';

export const ZONES: readonly Zone[] = [
  {
    files: (file) => under(file, 'packages') || under(file, 'apps/api'),
    refuses: (to, from) => {
      if (to.kind !== 'package' || packageOf(to.name) !== 'zod') return undefined;
      const whole = (to.names ?? []).some((name) => name === 'z' || name === 'default');
      if (whole && (to.name === 'zod' || to.name === 'zod/mini')) return ZOD_WHOLE;
      return to.name === 'zod' && !isTest(from) ? ZOD_CLASSIC : undefined;
    },
  },
  {
    files: (file) => under(file, 'apps/web'),
    refuses: (to) => {
      if (to.kind === 'path')
        return ['packages/db', 'packages/trpc', 'apps/api'].some((f) => under(to.path, f))
          ? SERVER_CODE
          : undefined;
      if (
        ['@liftwise/db', '@liftwise/api'].includes(packageOf(to.name)) ||
        to.name.startsWith('@liftwise/trpc/')
      )
        return SERVER_CODE;
      if (to.name === '@liftwise/trpc' && !(to.names ?? ['*']).every((name) => ROUTER_TYPES.has(name)))
        return 'The browser app may import only types from @liftwise/trpc: import type { AppRouter, RouterInputs, RouterOutputs }.';
      return undefined;
    },
  },
  {
    files: (file) => under(file, 'apps/web/src') && !isTest(file) && file !== CATALOGUE_LOADER,
    refuses: (to) =>
      to.kind === 'package' &&
      to.name === '@liftwise/domain' &&
      (to.names ?? []).some((name) => WHOLE_CATALOGUES.has(name))
        ? `A screen reads its own area's texts (<AREA>_SCREEN_TEXT, <AREA>_TOASTS, <AREA>_SUCCESS_TOASTS), and shows a failed call's toast with src/lib/failure-toast.ts: SCREEN_TEXT, TOASTS, SUCCESS_TOASTS and failureToast hold every screen's words, which would all ride in the route's first load.`
        : undefined,
  },
  {
    files: (file) => under(file, 'apps/web/src/features'),
    refuses: (to, from) => {
      const featureOf = (path: string) => path.split('/')[4];
      return to.kind === 'path' &&
        under(to.path, 'apps/web/src/features') &&
        featureOf(to.path) !== featureOf(from)
        ? 'A web feature may not import another feature: put what both need in src/components, src/lib or @liftwise/domain, or compose the features in a route.'
        : undefined;
    },
  },
  {
    files: (file) => under(file, 'packages/domain'),
    refuses: (to, from) => {
      if (to.kind === 'path') return under(to.path, 'packages/domain') ? undefined : DOMAIN_PURE;
      // The domain runs on zod, rrule (it expands the repeat rules), ical.js (it writes the calendar feed) and
      // papaparse (it splits imported CSV); its tests also use vitest and fast-check.
      const allowed =
        isTest(from) || !under(from, 'packages/domain/src')
          ? ['zod', 'vitest', 'fast-check', 'ical.js', 'rrule', 'papaparse']
          : ['zod', 'ical.js', 'rrule', 'papaparse'];
      return allowed.includes(packageOf(to.name)) ? undefined : DOMAIN_PURE;
    },
  },
  {
    files: (file) => DOMAIN_SHARED.some((folder) => under(file, folder)) && !isTest(file),
    refuses: (to) =>
      to.kind === 'path' &&
      under(to.path, 'packages/domain/src') &&
      !DOMAIN_SHARED.some((f) => under(to.path, f))
        ? 'A shared domain folder (constants, dates, schemas, errors, cache) imports no area: areas use the shared folders, not the reverse; compose area pieces in screens/.'
        : undefined,
  },
  {
    files: (file) => under(file, DOMAIN_SRC) && !isTest(file),
    refuses: domainLayerRefusal,
  },
  {
    files: (file) => under(file, 'packages/db'),
    refuses: (to) =>
      (to.kind === 'package' &&
        ['@liftwise/trpc', '@liftwise/api', '@liftwise/web'].includes(packageOf(to.name))) ||
      (to.kind === 'path' && ['apps', 'packages/trpc'].some((f) => under(to.path, f)))
        ? 'packages/db sits below trpc, api and web: it may not import them.'
        : undefined,
  },
  {
    files: (file) => under(file, 'packages/trpc'),
    refuses: (to) =>
      (to.kind === 'package' && ['@liftwise/api', '@liftwise/web'].includes(packageOf(to.name))) ||
      (to.kind === 'path' && under(to.path, 'apps'))
        ? 'packages/trpc sits below api and web: it may not import them.'
        : undefined,
  },
];

/** Each package's subpath imports (its package.json `imports`): the web app names its own files `#web/…`. */
const SUBPATH_IMPORTS: readonly { package: string; prefix: string; folder: string }[] = [
  { package: 'apps/web', prefix: '#web/', folder: 'apps/web/src/' },
];

/** The path an import names, relative to the root with `/`, or undefined for a package. */
const targetPath = (file: string, from: string) => {
  const subpath = SUBPATH_IMPORTS.find(
    (entry) => under(file, entry.package) && from.startsWith(entry.prefix),
  );
  if (subpath) return subpath.folder + from.slice(subpath.prefix.length);
  return from.startsWith('.') ? join(dirname(file), from).split(sep).join('/') : undefined;
};

/** An import that climbs two folders or more where a subpath import names the file from the package's root. */
const CLIMB =
  "An import in the web app climbs at most one folder ('../x'): name a file further away from src as '#web/…'.";

/** Every import, export-from and dynamic import of a source file. */
export function importsOf(source: string): ImportOf[] {
  const found: ImportOf[] = [];
  const statement = /\b(?:import|export)\s+(?:type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const [, clause = '', from = ''] of source.matchAll(statement)) {
    const braces = /\{([^}]*)\}/.exec(clause)?.[1];
    const names = braces
      ?.split(',')
      .map(
        (part) =>
          part
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '',
      )
      .filter(Boolean);
    // A namespace (`* as z`) takes the module whole: no names to judge. A default import is the name 'default'.
    const outside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (outside.startsWith('*')) found.push({ source: from, names: undefined });
    else found.push({ source: from, names: [...(outside ? ['default'] : []), ...(names ?? [])] });
  }
  for (const [, from = ''] of source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ source: from, names: undefined });
  for (const [, from = ''] of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm))
    found.push({ source: from, names: undefined });
  return found;
}

/** The crossings of one file (its path relative to the root, with `/`), given its text. */
export function crossings(file: string, source: string): string[] {
  const zones = ZONES.filter((zone) => zone.files(file));
  return importsOf(source).flatMap(({ source: from, names }) => {
    if (under(file, 'apps/web/src') && from.startsWith('../../')) return [`${file}: '${from}': ${CLIMB}`];
    const path = targetPath(file, from);
    const target: Target =
      path === undefined ? { kind: 'package', name: from, names } : { kind: 'path', path };
    return zones.flatMap((zone) => {
      const message = zone.refuses(target, file);
      return message ? [`${file}: '${from}': ${message}`] : [];
    });
  });
}

/**
 * Loops between domain areas (each a set of areas that reach one another through their imports), each named by
 * its imports between those areas: `area → area (file: 'import' and n more)`. Tests are left out, as in the layers.
 */
export function areaCycles(sources: readonly { file: string; source: string }[]): string[] {
  const edges = new Map<string, Map<string, string[]>>();
  for (const { file, source } of sources) {
    const fromArea = domainAreaOf(file);
    if (fromArea === undefined || isTest(file)) continue;
    for (const { source: from } of importsOf(source)) {
      const path = targetPath(file, from);
      const toArea = path === undefined ? undefined : domainAreaOf(path);
      if (toArea === undefined || toArea === fromArea) continue;
      const out = edges.get(fromArea) ?? new Map<string, string[]>();
      edges.set(fromArea, out);
      out.set(toArea, [...(out.get(toArea) ?? []), `${file}: '${from}'`]);
    }
  }
  // Tarjan's strongly connected components: every loop lies inside a component of more than one area.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (area: string) => {
    index.set(area, index.size);
    low.set(area, index.get(area) ?? 0);
    stack.push(area);
    for (const next of edges.get(area)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next))
        low.set(area, Math.min(low.get(area) ?? 0, low.get(next) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(area) !== index.get(area)) return;
    const component = stack.splice(stack.indexOf(area));
    if (component.length > 1) loops.push(component.sort());
  };
  for (const area of [...edges.keys()].sort()) if (!index.has(area)) visit(area);
  return loops.map((loop) => {
    const imports = loop.flatMap((area) =>
      [...(edges.get(area) ?? [])]
        .filter(([to]) => loop.includes(to))
        .map(
          ([to, [first, ...more]]) =>
            `${area} → ${to} (${first}${more.length ? ` and ${more.length} more` : ''})`,
        ),
    );
    return `Domain areas import each other in a loop (${loop.join(', ')}): ${imports.join('; ')}. Layer them (DOMAIN_LAYERS) and move what the lower one needs down.`;
  });
}

const SKIP = new Set(['node_modules', 'dist', 'dist-worker', '.turbo', 'coverage', 'drizzle']);

/** Every TypeScript source of the repository, relative to `root`. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts'))
        files.push(relative(root, path).split(sep).join('/'));
    }
  };
  for (const top of ['apps', 'packages']) walk(join(root, top));
  return files;
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..');
  const sources = sourceFiles(root).map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') }));
  const found = [...sources.flatMap(({ file, source }) => crossings(file, source)), ...areaCycles(sources)];
  for (const line of found) console.error(line);
  console.log(found.length === 0 ? 'Import boundaries: no crossing.' : `${found.length} import crossing(s).`);
  process.exitCode = found.length === 0 ? 0 : 1;
}
