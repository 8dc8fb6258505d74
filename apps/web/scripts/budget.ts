/**
 * `npm test`'s size budgets (bytes and files, not time), read from the built dist (run after the build): the gzip
 * JavaScript `/` loads must stay within issue 37's 20 KB, and the first load of every signed-in app route (see
 * `appRouteLoads` for what that is) within the 250 KB guard rail; every page's first load in at most
 * FIRST_LOAD_FILES_BUDGET script files. Fails listing every page over its budget.
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

function check(page: PageLoad, budget: number) {
  const weight = pageWeight(dist, page);
  const within = weight.js.gzip <= budget && weight.jsFiles <= FIRST_LOAD_FILES_BUDGET;
  console.log(
    `${page.path.padEnd(34)} ${kb(weight.js.gzip).padStart(9)} JS gzip in ${String(weight.jsFiles).padStart(2)} files: ${within ? 'within' : 'OVER'} ${kb(budget)} in ${FIRST_LOAD_FILES_BUDGET}`,
  );
  if (!within)
    failures.push(
      `${page.path} (${kb(weight.js.gzip)} in ${weight.jsFiles} files; budget ${kb(budget)} in ${FIRST_LOAD_FILES_BUDGET})`,
    );
}

check(LANDING_LOAD, LANDING_JS_BUDGET_BYTES);
const routes = appRouteLoads(dist);
if (routes.length === 0) throw new Error('The build manifest has no split route under src/routes/_app/.');
for (const route of routes) check(route, APP_ROUTE_JS_BUDGET_BYTES);
if (failures.length > 0) {
  console.log(`Over budget: ${failures.join(', ')}`);
  process.exit(1);
}
