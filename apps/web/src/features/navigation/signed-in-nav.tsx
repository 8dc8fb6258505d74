import { Link } from '@tanstack/react-router';
import type { AuthUser } from '#web/lib/sign-in-session.ts';
import { DESKTOP_LINKS } from './nav-links.ts';
import { UserAvatar } from './user-avatar.tsx';
import { UserMenu } from './user-menu.tsx';

const linkClass =
  'rounded-md px-3 py-2 font-medium text-muted-foreground text-sm hover:text-foreground data-[status=active]:text-foreground';

export function SignedInNav({ user }: { user: AuthUser }) {
  const name = user.displayName?.trim() || user.email;

  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <ul className="hidden items-center gap-1 md:flex">
        {DESKTOP_LINKS.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/profile" className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-accent">
        <UserAvatar user={user} className="size-8" />
        {/* On phones only the avatar shows; the name stays for screen readers. */}
        <span className="sr-only max-w-40 truncate font-medium text-sm sm:not-sr-only">{name}</span>
      </Link>
      <UserMenu />
    </div>
  );
}
