import { APP_SHELL_TEXT } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { Database, LogOut, Menu, UserRound } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { useSignOut } from '#web/lib/auth.ts';
import { MENU_LINKS } from './nav-links.ts';

/**
 * The menu toggle and its dropdown (spec §2), ending with Sign Out and Sign Out Everywhere. Choosing an entry closes
 * the menu, as do outside clicks and Escape. Loaded after the first paint (./user-menu.tsx); `defaultOpen` when the
 * toggle was pressed before it had loaded.
 */
export function UserMenuDropdown({ defaultOpen }: { defaultOpen: boolean }) {
  const signOut = useSignOut();

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={APP_SHELL_TEXT.navigation.openMenu}>
          <Menu aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {MENU_LINKS.map((link) => (
          <DropdownMenuItem key={link.label} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            {APP_SHELL_TEXT.navigation.profile}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/data-transfer">
            <Database aria-hidden="true" />
            {APP_SHELL_TEXT.navigation.data}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {APP_SHELL_TEXT.navigation.signOut}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut('everywhere')}>
          <LogOut aria-hidden="true" />
          {APP_SHELL_TEXT.navigation.signOutEverywhere}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
