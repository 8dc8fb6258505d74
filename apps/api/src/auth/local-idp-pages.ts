import { LIMITS, LOCAL_SIGN_IN_TEXT, PRODUCT_NAME, SIGN_IN_TEXT } from '@liftwise/domain';

const TEXT = LOCAL_SIGN_IN_TEXT;

/**
 * HTML of the local identity provider's own pages: plain forms, no scripts (its CSP allows only oidc-provider's own, by hash), in the web app's
 * look: the colour tokens of apps/web/src/styles.css (copied, light and dark) and the brand of its top bar.
 */

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
      :root {
        --background: oklch(0.99 0.002 60); --foreground: oklch(0.2 0.01 50); --card: oklch(1 0 0);
        --primary: oklch(0.6 0.19 42); --primary-foreground: oklch(0.99 0.005 60);
        --secondary: oklch(0.95 0.008 60); --secondary-foreground: oklch(0.25 0.01 50);
        --muted-foreground: oklch(0.48 0.015 50); --destructive: oklch(0.55 0.22 27);
        --border: oklch(0.9 0.01 60); --input: oklch(0.88 0.01 60); --ring: oklch(0.6 0.19 42); --radius: 0.75rem;
        color-scheme: light dark;
      }
      @media (prefers-color-scheme: dark) {
        :root {
          --background: oklch(0.16 0.008 50); --foreground: oklch(0.96 0.005 60); --card: oklch(0.2 0.01 50);
          --primary: oklch(0.68 0.18 45); --primary-foreground: oklch(0.15 0.01 50);
          --secondary: oklch(0.27 0.01 50); --secondary-foreground: oklch(0.96 0.005 60);
          --muted-foreground: oklch(0.72 0.015 60); --destructive: oklch(0.62 0.2 27);
          --border: oklch(0.32 0.01 50); --input: oklch(0.35 0.01 50); --ring: oklch(0.68 0.18 45);
        }
      }
      * { box-sizing: border-box; }
      body {
        margin: 0; min-height: 100vh; background: var(--background); color: var(--foreground);
        font-family: "Inter", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
        line-height: 1.5; -webkit-font-smoothing: antialiased;
      }
      main { max-width: 26rem; margin: 0 auto; padding: 2.5rem 1rem; }
      .brand { display: flex; align-items: center; gap: 0.5rem; font-weight: 700; font-size: 1.125rem;
        letter-spacing: -0.01em; margin-bottom: 1.5rem; }
      .brand-mark { display: flex; align-items: center; justify-content: center; width: 2rem; height: 2rem;
        border-radius: 0.5rem; background: var(--primary); color: var(--primary-foreground); }
      .card { background: var(--card); border: 1px solid var(--border); border-radius: var(--radius);
        padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.06); }
      h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 0.5rem; letter-spacing: -0.02em; }
      .note { color: var(--muted-foreground); font-size: 0.9375rem; margin: 0 0 1.25rem; }
      .error { color: var(--destructive); font-weight: 500; margin: 0 0 1rem; }
      label { display: block; font-weight: 500; font-size: 0.9375rem; margin: 1rem 0 0.375rem; }
      input { display: block; width: 100%; height: 2.75rem; padding: 0 0.75rem; font: inherit; font-size: 1rem;
        color: var(--foreground); background: var(--background); border: 1px solid var(--input);
        border-radius: calc(var(--radius) - 0.25rem); }
      input:focus-visible, button:focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
      button { display: block; width: 100%; height: 2.75rem; margin-top: 1.5rem; font: inherit; font-weight: 600;
        font-size: 1rem; border: 0; border-radius: calc(var(--radius) - 0.25rem); cursor: pointer; }
      .primary { background: var(--primary); color: var(--primary-foreground); }
      .secondary { margin-top: 0.75rem; background: var(--secondary); color: var(--secondary-foreground); }
      form { margin: 0; }
    `;

const DUMBBELL = `<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"
            stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M17.596 12.768a2 2 0 1 0
            2.829-2.829l-1.768-1.767a2 2 0 0 0 2.828-2.829l-2.828-2.828a2 2 0 0 0-2.829 2.828l-1.767-1.768a2 2 0 1 0-2.829
            2.829z"/><path d="m2.5 21.5 1.4-1.4"/><path d="m20.1 3.9 1.4-1.4"/><path d="M5.343 21.485a2 2 0 1 0
            2.829-2.828l1.767 1.768a2 2 0 1 0 2.829-2.829l-6.364-6.364a2 2 0 1 0-2.829 2.829l1.768 1.767a2 2 0 0 0-2.828
            2.829z"/><path d="m9.6 14.4 4.8-4.8"/></svg>`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(SIGN_IN_TEXT.pageTitle(title))}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <div class="brand"><span class="brand-mark">${DUMBBELL}</span>${PRODUCT_NAME}</div>
      <div class="card">
${body}
      </div>
    </main>
  </body>
</html>`;
}

export function loginPage(opts: {
  uid: string;
  error?: string;
  values?: { email?: string | null; name?: string | null };
}): string {
  const action = `/oidc/interaction/${encodeURIComponent(opts.uid)}`;
  const email = escapeHtml(opts.values?.email ?? '');
  const name = escapeHtml(opts.values?.name ?? '');
  return layout(
    TEXT.title,
    `        <h1>${TEXT.heading}</h1>
        <p class="note">${TEXT.note}</p>
        ${opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : ''}
        <form method="post" action="${action}/login">
          <label for="email">${TEXT.email}</label>
          <input id="email" name="email" type="email" required maxlength="${LIMITS.email}" autocomplete="email" placeholder="${TEXT.emailPlaceholder}" value="${email}" />
          <label for="name">${TEXT.displayName}</label>
          <input id="name" name="name" type="text" required maxlength="${LIMITS.name}" autocomplete="name" placeholder="${TEXT.displayNamePlaceholder}" value="${name}" />
          <button type="submit" class="primary">${TEXT.signIn}</button>
        </form>
        <form method="post" action="${action}/abort">
          <button type="submit" class="secondary">${TEXT.cancel}</button>
        </form>`,
  );
}

export function interactionErrorPage(message: string): string {
  return layout(
    TEXT.problemTitle,
    `        <h1>${TEXT.problemTitle}</h1>\n        <p class="note">${escapeHtml(message)}</p>`,
  );
}
