/**
 * `npm test`'s guard rails on what a first load fetches (bytes and files, not time), read from the built dist (run
 * after the build): the gzip JavaScript `/` loads (LANDING_JS_BUDGET_BYTES, 20 KB: static HTML with one small
 * script), and the first load of every signed-in app route (see `appRouteLoads` for what that is) within 250 KB;
 * every page's first load in at most FIRST_LOAD_FILES_BUDGET script files. They catch a mistake (a chart library in
 * the frame, a chunking change that splits a route into 50 files) in CI; what athletes feel is measured by
 * `pnpm bench:web` and `pnpm bench:inp`. Fails listing every page past a guard rail.
 */
import { join } from 'node:path';
import {
  APP_ROUTE_JS_BUDGET_BYTES,
  appRouteLoads,
  FIRST_LOAD_FILES_BUDGET,
  kb,
  LANDING_JS_BUDGET_BYTES,
  LANDING_LOAD,
  type PageLoad,
  pageWeight,
} from './page-weight.ts';

const dist = join(new URL('..', import.meta.url).pathname, 'dist');
const failures: string[] = [];

function check(page: PageLoad, guardRail: number) {
  const weight = pageWeight(dist, page);
  const within = weight.js.gzip <= guardRail && weight.jsFiles <= FIRST_LOAD_FILES_BUDGET;
  console.log(
    `${page.path.padEnd(34)} ${kb(weight.js.gzip).padStart(9)} JS gzip in ${String(weight.jsFiles).padStart(2)} files: ${within ? 'within' : 'OVER'} the guard rail of ${kb(guardRail)} in ${FIRST_LOAD_FILES_BUDGET}`,
  );
  if (!within)
    failures.push(
      `${page.path} (${kb(weight.js.gzip)} in ${weight.jsFiles} files; guard rail ${kb(guardRail)} in ${FIRST_LOAD_FILES_BUDGET})`,
    );
}

check(LANDING_LOAD, LANDING_JS_BUDGET_BYTES);
const routes = appRouteLoads(dist);
if (routes.length === 0) throw new Error('The build manifest has no split route under src/routes/_app/.');
for (const route of routes) check(route, APP_ROUTE_JS_BUDGET_BYTES);
if (failures.length > 0) {
  console.log(`Past a guard rail: ${failures.join(', ')}`);
  process.exit(1);
}
