/**
 * `npm test`'s size budget (bytes, not time): the gzip size of the JavaScript `/` loads must stay within issue 6's
 * 90 KB. Reads the built dist (run after the build).
 */
import { join } from 'node:path';
import { kb, LANDING_JS_BUDGET_BYTES, PAGE_LOADS, pageWeight } from './page-weight.ts';

const dist = join(new URL('..', import.meta.url).pathname, 'dist');
const landing = PAGE_LOADS.find((page) => page.path === '/');
if (!landing) throw new Error('PAGE_LOADS has no entry for /');
const weight = pageWeight(dist, landing);
const verdict = weight.js.gzip <= LANDING_JS_BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `/ loads ${kb(weight.js.gzip)} of JavaScript (gzip): ${verdict} the ${kb(LANDING_JS_BUDGET_BYTES)} budget`,
);
if (verdict === 'OVER') {
  console.log(`files: ${weight.files.join(', ')}`);
  process.exit(1);
}
