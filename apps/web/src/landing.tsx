import './styles.css';

/**
 * Entry of `/` (index.html). The page is already in the HTML (prerendered), so its JavaScript waits until the
 * page has painted: on a slow phone network the HTML, which paints the page, then has the bandwidth to itself,
 * and hydration follows. A visitor who reaches for the page earlier starts hydration at once.
 */
let started = false;
function hydrate() {
  if (started) return;
  started = true;
  void import('./landing-hydrate.tsx');
}

/** After the load event and the frame that follows it, so the page has painted before its scripts are fetched. */
function afterFirstPaint() {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
}

for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) {
  window.addEventListener(type, hydrate, { once: true, passive: true, capture: true });
}
if (document.readyState === 'complete') afterFirstPaint();
else window.addEventListener('load', afterFirstPaint, { once: true });
