import type { MouseEvent, ReactNode } from 'react';
import { SIGN_IN_REDIRECT_URL, startSignIn } from '../lib/sign-in.ts';
import { isPlainClick } from '../lib/sign-in-links.ts';
import { Button, type ButtonProps } from './ui/button.tsx';

/**
 * Sign-in as a real link: the landing page is prerendered HTML whose script arrives after its first
 * paint, and on a slow phone a tap on a plain button before then did nothing. The link works without script (the
 * whole page goes through the provider and comes back signed in); once the script runs, a plain click opens the
 * provider's popup instead (spec §1). A click with a modifier key keeps the browser's meaning (a new tab).
 */
export function SignInLink({
  children,
  ...style
}: Pick<ButtonProps, 'variant' | 'size' | 'className'> & { children: ReactNode }) {
  return (
    <Button asChild {...style}>
      <a href={SIGN_IN_REDIRECT_URL} onClick={openSignInPopup()}>
        {children}
      </a>
    </Button>
  );
}

/**
 * A sign-in link's click once the script runs: the popup instead of the full-page redirect. `onStart` runs as the
 * popup opens (e.g. to close the menu the link sits in).
 */
export function openSignInPopup(onStart?: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onStart?.();
    startSignIn();
  };
}
