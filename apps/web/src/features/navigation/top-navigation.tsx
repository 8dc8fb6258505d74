import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../../lib/auth.ts';
import { BrandLink } from './brand-link.tsx';
import { SignedInNav } from './signed-in-nav.tsx';
import { SignedOutNav } from './signed-out-nav.tsx';

/** Spec §2 "Top navigation": one bar, two states; nothing is offered until auth has resolved. */
export function TopNavigation() {
  const auth = useAuth();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6"
      >
        <BrandLink />
        {auth.status === 'loading' ? <Skeleton className="h-9 w-40" /> : null}
        {auth.status === 'unauthenticated' ? <SignedOutNav /> : null}
        {auth.status === 'authenticated' ? <SignedInNav user={auth.user} /> : null}
      </nav>
    </header>
  );
}
