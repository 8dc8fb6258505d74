import { initials } from '@liftwise/domain';
import { Avatar, AvatarFallback, AvatarImage } from '#web/components/ui/avatar.tsx';
import type { AuthUser } from '#web/lib/sign-in-session.ts';

/** Photo when the identity provider gave one, else initials. Decorative: the link beside it carries the name. */
export function UserAvatar({ user, className }: { user: AuthUser; className?: string }) {
  return (
    <Avatar className={className} aria-hidden="true">
      {user.photoURL ? <AvatarImage src={user.photoURL} alt="" referrerPolicy="no-referrer" /> : null}
      <AvatarFallback>{initials(user.displayName, user.email)}</AvatarFallback>
    </Avatar>
  );
}
