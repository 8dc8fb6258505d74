import {
  AUTH_BROADCAST_CHANNEL,
  SIGN_IN_MESSAGE_TYPES,
  SIGN_IN_TEXT,
  type SignInMessage,
} from '@liftwise/domain';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { SignInProvider } from './providers.ts';

/** Messages the popup sends to the window that opened it; the web app listens for exactly these. */
export const SIGNED_IN_MESSAGE: SignInMessage = { type: SIGN_IN_MESSAGE_TYPES.signedIn };
export const SIGN_IN_FAILED_MESSAGE: SignInMessage = { type: SIGN_IN_MESSAGE_TYPES.failed };

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Only the nonce-bearing inline script may run; nothing may frame the page (clickjacking of the chooser). */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can be formed. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

function layout(title: string, nonce: string, body: Html): Html {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${SIGN_IN_TEXT.pageTitle(title)}</title>
    <style nonce="${nonce}">
      body { font-family: system-ui, sans-serif; max-width: 22rem; margin: 3rem auto; padding: 0 1rem; }
      button { display: block; width: 100%; margin: 0.5rem 0; padding: 0.6rem; font-size: 1rem; cursor: pointer; }
    </style>
  </head>
  <body>
    ${body}
  </body>
</html>`;
}

export function chooserPage(opts: {
  providers: SignInProvider[];
  mode: string | undefined;
  nonce: string;
}): Html {
  return layout(
    SIGN_IN_TEXT.chooserTitle,
    opts.nonce,
    html`<main>
      <h1>${SIGN_IN_TEXT.chooserHeading}</h1>
      ${opts.providers.map(
        (p) => html`<form method="get" action="/auth/signin/${p.id}">
          ${opts.mode ? html`<input type="hidden" name="mode" value="${opts.mode}" />` : ''}
          <button type="submit">${SIGN_IN_TEXT.continueWith(p.label)}</button>
        </form>`,
      )}
    </main>`,
  );
}

/** Tells the app; closes the popup unless it has something left to say (`stay`). */
function announce(message: unknown, targetOrigin: string, stay = false): string {
  return `
    var message = ${scriptJson(message)};
    try { new BroadcastChannel(${scriptJson(AUTH_BROADCAST_CHANNEL)}).postMessage(message); } catch (e) {}
    var opener = window.opener;
    if (opener) {
      opener.postMessage(message, ${scriptJson(targetOrigin)});
      ${stay ? '' : 'window.close();'}
    }`;
}

/**
 * Ends the popup: tells the opener (only if it is the app's own origin) and closes. Without an opener (the popup
 * was turned into a tab, or the provider's pages severed the link) the app is continued in this window instead.
 */
export function signedInPage(opts: { targetOrigin: string; nonce: string }): Html {
  const script = `${announce(SIGNED_IN_MESSAGE, opts.targetOrigin)}
    else {
      window.location.replace('/dashboard');
    }`;
  return layout(
    SIGN_IN_TEXT.signedInTitle,
    opts.nonce,
    html`<main>
      <p>${SIGN_IN_TEXT.signedIn} <a href="/dashboard">${SIGN_IN_TEXT.continueToApp}</a></p>
      <script nonce="${opts.nonce}">${raw(script)}</script>
    </main>`,
  );
}

/**
 * Sign-in failed: the app is told. When the provider itself cannot be used now (`unavailableProvider`: unreachable
 * or set up wrongly), the popup stays open to say so, since the app only logs a failure (spec §7).
 */
export function signInFailedPage(opts: {
  targetOrigin: string;
  nonce: string;
  unavailableProvider?: string;
}): Html {
  const script = announce(SIGN_IN_FAILED_MESSAGE, opts.targetOrigin, Boolean(opts.unavailableProvider));
  const reason = opts.unavailableProvider
    ? SIGN_IN_TEXT.providerUnavailable(opts.unavailableProvider)
    : SIGN_IN_TEXT.nothingChanged;
  return layout(
    SIGN_IN_TEXT.failedTitle,
    opts.nonce,
    html`<main>
      <h1>${SIGN_IN_TEXT.failedTitle}</h1>
      <p>${reason} <a href="/">${SIGN_IN_TEXT.backToApp}</a></p>
      <script nonce="${opts.nonce}">${raw(script)}</script>
    </main>`,
  );
}
