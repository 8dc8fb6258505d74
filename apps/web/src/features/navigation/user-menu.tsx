import { APP_SHELL_TEXT } from '@liftwise/domain';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useFirstPageShown } from '#web/lib/after-first-page.ts';

// The dropdown brings Radix's menu, popper and floating-ui (≈15 KB gzip) that no page needs to paint: it loads once
// the first page has shown (lib/after-first-page.ts), or at the first press, behind a toggle that looks the same.
const UserMenuDropdown = lazy(() =>
  import('./user-menu-dropdown.tsx').then((module) => ({ default: module.UserMenuDropdown })),
);

/** The menu toggle (spec §2); a press before the dropdown has loaded opens it as soon as it has. */
export function UserMenu() {
  const [pressedEarly, setPressedEarly] = useState(false);
  const firstPageShown = useFirstPageShown();
  const placeholder = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={APP_SHELL_TEXT.navigation.openMenu}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setPressedEarly(true)}
    >
      <Menu aria-hidden="true" />
    </Button>
  );
  if (!firstPageShown && !pressedEarly) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenuDropdown defaultOpen={pressedEarly} />
    </Suspense>
  );
}
