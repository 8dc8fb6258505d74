import { BrandAnchor } from './brand-mark.tsx';
import { NavigationBar } from './navigation-bar.tsx';
import { SignedOutNav } from './signed-out-nav.tsx';

/**
 * The navigation of the prerendered landing page: the signed-out state, which is what the HTML shows before any
 * script runs. A signed-in visitor is handed to the app, whose TopNavigation then shows the signed-in state.
 */
export function PublicNavigation() {
  return (
    <NavigationBar brand={<BrandAnchor />}>
      <SignedOutNav />
    </NavigationBar>
  );
}
