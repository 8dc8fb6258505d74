/**
 * Marks the page as interactive once React owns it (the landing page hydrated, or the app rendered):
 * `<html data-interactive>`. The landing page's script loads after its first paint; before this, Sign In follows its
 * link (the full-page redirect) instead of opening the popup. Browser tests wait for the mark before they click.
 */
export function markInteractive(): void {
  document.documentElement.dataset.interactive = '';
}
