/**
 * A ref that focuses its element as it mounts: what `autoFocus` does in React. Preact only writes the autofocus
 * attribute, which a browser reads once, at page load, so an element rendered later with it is not focused.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
