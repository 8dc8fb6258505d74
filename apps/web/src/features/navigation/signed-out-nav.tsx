import { Button } from '../../components/ui/button.tsx';
import { startSignIn } from '../../lib/sign-in.ts';
import { LANDING_ANCHORS } from './nav-links.ts';

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
      <Button variant="ghost" onClick={() => startSignIn()}>
        Sign In
      </Button>
      {/* The spec shows no action of its own for Get Started; signing in is what getting started means here. */}
      <Button onClick={() => startSignIn()}>Get Started</Button>
    </div>
  );
}
