/**
 * Marks the page as interactive once its script has wired it (the landing page's plain script, or the app rendered):
 * `<html data-interactive>`. Before this, Sign In follows its link (the full-page redirect) instead of opening the
 * popup. Browser tests wait for the mark before they click.
 */
export function markInteractive(): void {
  document.documentElement.dataset.interactive = '';
}
