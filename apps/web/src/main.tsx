import { loadCurrentPageCode, mountApp, preloadCurrentPage } from './app.tsx';
import { prepareClassMerging } from './lib/cn.ts';
import './styles.css';

/** Entry of every page but `/` (app.html, the empty shell both servers fall back to). */
const container = document.getElementById('root');
if (!container) throw new Error('app.html has no #root element');
// The page's code is asked for at once; the first render waits two tasks. The app's modules have just run in this
// one, and the two together were one long task on a phone (~160 ms at 4× slower); the page's reads
// are started, and tailwind-merge's class map, which the first render needs, is built, in the task between.
loadCurrentPageCode();
setTimeout(() => {
  preloadCurrentPage();
  prepareClassMerging();
  setTimeout(() => mountApp(container));
});
