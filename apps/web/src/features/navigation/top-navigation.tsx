import { lazy, Suspense } from 'react';
import { useAuth } from '#web/lib/auth.ts';
import { BrandLink } from './brand-link.tsx';
import { NavigationBar, NavigationPending } from './navigation-bar.tsx';
import { SignedOutNav } from './signed-out-nav.tsx';

let signedInNav: Promise<{ default: typeof import('./signed-in-nav.tsx').SignedInNav }> | undefined;

/**
 * The signed-in half brings the Radix menu and the avatar; signed-out visitors never download it. Exported so the
 * landing page's hand-over to the app can load it before the swap, instead of showing a skeleton meanwhile.
 */
export function loadSignedInNav() {
  signedInNav ??= import('./signed-in-nav.tsx').then((module) => ({ default: module.SignedInNav }));
  return signedInNav;
}

const SignedInNav = lazy(loadSignedInNav);

const pending = <NavigationPending />;

/** The app's navigation (spec §2): one bar, two states; nothing is offered until auth has resolved. */
export function TopNavigation() {
  const auth = useAuth();

  return (
    <NavigationBar brand={<BrandLink />}>
      {auth.status === 'loading' ? pending : null}
      {auth.status === 'unauthenticated' ? <SignedOutNav /> : null}
      {auth.status === 'authenticated' ? (
        <Suspense fallback={pending}>
          <SignedInNav user={auth.user} />
        </Suspense>
      ) : null}
    </NavigationBar>
  );
}
