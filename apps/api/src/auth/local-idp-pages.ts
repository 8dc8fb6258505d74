/** HTML of the local identity provider's own pages: plain forms, no scripts, readable by label. */

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} · Liftwise local sign-in</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 22rem; margin: 3rem auto; padding: 0 1rem; }
      label { display: block; margin-top: 1rem; }
      input { display: block; width: 100%; box-sizing: border-box; padding: 0.5rem; font-size: 1rem; }
      button { margin-top: 1.25rem; padding: 0.6rem 1rem; font-size: 1rem; }
      .error { color: #b00020; }
      .note { color: #555; font-size: 0.9rem; }
    </style>
  </head>
  <body>
    <main>
${body}
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
    'Sign in',
    `      <h1>Sign in</h1>
      <p class="note">Local development sign-in: any email and name will do, no password needed.</p>
      ${opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : ''}
      <form method="post" action="${action}/login">
        <label for="email">Email</label>
        <input id="email" name="email" type="email" required maxlength="320" autocomplete="email" value="${email}" />
        <label for="name">Display name</label>
        <input id="name" name="name" type="text" required maxlength="100" autocomplete="name" value="${name}" />
        <button type="submit">Sign in</button>
      </form>
      <form method="post" action="${action}/abort">
        <button type="submit">Cancel</button>
      </form>`,
  );
}

export function interactionErrorPage(message: string): string {
  return layout('Sign-in problem', `      <h1>Sign-in problem</h1>\n      <p>${escapeHtml(message)}</p>`);
}
