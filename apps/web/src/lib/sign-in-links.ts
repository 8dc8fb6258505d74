import { SIGN_IN_REDIRECT_URL, startSignIn } from './sign-in.ts';

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A click the page may take over: the main button without a modifier (with one, the browser's new tab stays). */
export function isPlainClick(event: Click): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The sign-in links of prerendered HTML without React (SignInLink's markup: a link to the full-page redirect, which
 * works before any script), given SignInLink's behaviour: a plain click opens the provider's popup instead. One
 * listener on `root` serves every such link in it. Returns the function that removes it.
 */
export function wireSignInLinks(root: HTMLElement, start: () => unknown = startSignIn): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.(`a[href="${SIGN_IN_REDIRECT_URL}"]`);
    if (!link || !root.contains(link) || event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    start();
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
