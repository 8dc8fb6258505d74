import { NAVIGATION_TEXT } from 'virtual:landing-text';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { openSignInPopup } from '#web/components/sign-in-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SIGN_IN_REDIRECT_URL } from '#web/lib/sign-in.ts';
import { LANDING_ANCHORS } from './nav-links.ts';

const entryClass = 'block w-full rounded-md px-3 py-3 text-left font-medium hover:bg-accent';

/**
 * Signed out, below 768 px: the landing anchors (and Sign In, below 640 px) behind a menu button. A disclosure
 * rather than a Radix menu, so the landing page stays light: Escape (focus back on the button), a click outside
 * and choosing an entry close it; Tab walks its entries, which follow the button. On `/` the same markup is
 * prerendered and run without React by public-menu-disclosure.ts (found by `data-public-menu`), so its look
 * follows `aria-expanded` through CSS alone.
 */
export function PublicMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div className="md:hidden" data-public-menu="">
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label={NAVIGATION_TEXT.menu}
        aria-expanded={open}
        aria-controls={panelId}
        className="group"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden group-aria-expanded:block" />
      </Button>
      <div
        id={panelId}
        ref={panel}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background shadow-md"
      >
        <ul className="mx-auto max-w-6xl px-4 py-2 sm:px-6">
          {LANDING_ANCHORS.map((anchor) => (
            <li key={anchor.href}>
              <a href={anchor.href} className={entryClass} onClick={() => setOpen(false)}>
                {anchor.label}
              </a>
            </li>
          ))}
          <li className="sm:hidden">
            <a
              href={SIGN_IN_REDIRECT_URL}
              className={entryClass}
              onClick={openSignInPopup(() => setOpen(false))}
            >
              {NAVIGATION_TEXT.signIn}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
