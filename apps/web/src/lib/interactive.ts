/**
 * Marks the page as interactive once React owns it (the landing page hydrated, or the app rendered):
 * `<html data-interactive>`. The landing page's script loads after its first paint, so a click on the static HTML
 * before this does nothing; browser tests wait for the mark before they click.
 */
export function markInteractive(): void {
  document.documentElement.dataset.interactive = '';
}
