/**
 * `npm test`'s size budgets (bytes, not time), read from the built dist (run after the build): the gzip JavaScript
 * `/` loads must stay within issue 6's 90 KB, and the first load of every signed-in app route (see `appRouteLoads`
 * for what that is) within issue 17's 150 KB, or, for a route not there yet, within its row of ROUTES_OVER_TARGET.
 * Fails listing every page over what it is held to, and every row of the table that names no route.
 */
import { join } from 'node:path';
import {
  APP_ROUTE_JS_BUDGET_BYTES,
  appRouteBudget,
  appRouteLoads,
  kb,
  LANDING_JS_BUDGET_BYTES,
  LANDING_LOAD,
  type PageLoad,
  pageWeight,
  ROUTES_OVER_TARGET,
} from './page-weight.ts';

const dist = join(new URL('..', import.meta.url).pathname, 'dist');
const failures: string[] = [];
const lowerable: string[] = [];

function check(page: PageLoad, budget: number, target = budget) {
  const weight = pageWeight(dist, page);
  const within = weight.js.gzip <= budget;
  const verdict =
    budget === target
      ? `${within ? 'within' : 'OVER'} ${kb(target)}`
      : `${within ? 'within' : 'OVER'} its ${kb(budget)} in ROUTES_OVER_TARGET, ${kb(weight.js.gzip - target)} over the ${kb(target)} target`;
  console.log(
    `${page.path.padEnd(34)} ${kb(weight.js.gzip).padStart(9)} JS gzip in ${String(weight.jsFiles).padStart(2)} files: ${verdict}`,
  );
  if (!within) failures.push(`${page.path} (${kb(weight.js.gzip)}, held to ${kb(budget)})`);
  // A listed route that has lost more than its 1 KB of room: its row should follow it down.
  else if (budget !== target && weight.js.gzip + 2048 < budget)
    lowerable.push(`${page.path} (${kb(weight.js.gzip)})`);
}

check(LANDING_LOAD, LANDING_JS_BUDGET_BYTES);
const routes = appRouteLoads(dist);
if (routes.length === 0) throw new Error('The build manifest has no split route under src/routes/_app/.');
for (const route of routes) check(route, appRouteBudget(route.path), APP_ROUTE_JS_BUDGET_BYTES);
for (const path of Object.keys(ROUTES_OVER_TARGET))
  if (!routes.some((route) => route.path === path))
    failures.push(`ROUTES_OVER_TARGET names ${path}, which is no app route: drop its row`);

const over = routes.filter((route) => ROUTES_OVER_TARGET[route.path] !== undefined).length;
console.log(
  `${routes.length - over} of ${routes.length} app routes within ${kb(APP_ROUTE_JS_BUDGET_BYTES)}; ${over} held to their figures in ROUTES_OVER_TARGET (issue 17).`,
);
if (lowerable.length > 0)
  console.log(`Lighter than their row in ROUTES_OVER_TARGET, lower it: ${lowerable.join(', ')}`);
if (failures.length > 0) {
  console.log(`Over budget: ${failures.join(', ')}`);
  process.exit(1);
}
