import { LANDING_TEXT } from 'virtual:landing-text';

export function LandingFooter() {
  return (
    <footer className="border-t px-4 py-8 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 text-muted-foreground text-sm sm:flex-row">
        <p>{LANDING_TEXT.copyright}</p>
        <nav aria-label={LANDING_TEXT.legalLabel}>
          <ul className="flex flex-wrap justify-center gap-4">
            {LANDING_TEXT.legalLinks.map((link) => (
              <li key={link.href}>
                {/* Static pages outside the SPA, so a plain link rather than a router Link. */}
                <a href={link.href} className="rounded-sm hover:text-foreground hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
