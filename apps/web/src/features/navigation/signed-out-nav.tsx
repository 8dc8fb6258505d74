import { NAVIGATION_TEXT } from 'virtual:landing-text';
import { SignInLink } from '#web/components/sign-in-link.tsx';
import { LANDING_ANCHORS } from './nav-links.ts';
import { PublicMenu } from './public-menu.tsx';

export function SignedOutNav() {
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <ul className="hidden items-center gap-1 md:flex">
        {LANDING_ANCHORS.map((anchor) => (
          <li key={anchor.href}>
            <a
              href={anchor.href}
              className="rounded-md px-3 py-2 font-medium text-muted-foreground text-sm hover:text-foreground"
            >
              {anchor.label}
            </a>
          </li>
        ))}
      </ul>
      {/* Below 640 px there is room for one button beside the menu; Sign In moves into the menu. */}
      <SignInLink variant="ghost" className="hidden sm:inline-flex">
        {NAVIGATION_TEXT.signIn}
      </SignInLink>
      {/* The spec shows no action of its own for Get Started; signing in is what getting started means here. */}
      <SignInLink>{NAVIGATION_TEXT.getStarted}</SignInLink>
      <PublicMenu />
    </div>
  );
}
