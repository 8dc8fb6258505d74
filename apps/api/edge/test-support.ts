import { Browser, signInLocally } from '../src/auth/test-support.ts';

/**
 * An athlete at the edge stack: a cookie-keeping HTTP client (the auth tests' `Browser`) that signs in through the
 * identity provider's pages as a person would, then calls tRPC over HTTP as the web app's client does (no
 * transformer: queries are GETs with `?input=`, mutations POSTs with a JSON body).
 */
export class EdgeAthlete {
  readonly browser = new Browser();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }

  /** The whole redirect flow: the app's sign-in → the issuer's login page → the callback → a session cookie. */
  async signIn(person: { email: string; name: string }) {
    const { response, url } = await signInLocally(this.browser, `${this.url}/auth/signin`, person);
    if (url.pathname !== '/auth/callback/oidc' || response.status !== 200)
      throw new Error(`sign-in ended at ${url.href} with ${response.status}: ${await response.text()}`);
    await response.body?.cancel();
  }

  async sessionUser(): Promise<{ email: string; displayName: string } | null> {
    const response = await this.browser.request(`${this.url}/auth/session`);
    return ((await response.json()) as { user: { email: string; displayName: string } | null }).user;
  }

  /** A tRPC query: `{ status, data }` on success, `{ status, error }` otherwise. */
  async query(name: string, input?: unknown): Promise<TrpcAnswer> {
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return answer(await this.browser.request(`${this.url}/trpc/${name}${search}`));
  }

  /** A tRPC mutation; a Blob (an import) is sent as an upload, as the web app's httpLink sends it. */
  async mutate(name: string, input?: unknown): Promise<TrpcAnswer> {
    const upload = input instanceof Blob;
    return answer(
      await this.browser.request(`${this.url}/trpc/${name}`, {
        method: 'POST',
        headers: {
          'Content-Type': upload ? 'application/octet-stream' : 'application/json',
          Origin: this.url,
        },
        body: input === undefined ? undefined : upload ? input : JSON.stringify(input),
      }),
    );
  }
}

export interface TrpcAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the procedure's own shape
  data?: any;
  error?: { message: string; code: number; data?: { code?: string } };
  /** The body as sent, to check it carries no stack or token. */
  text: string;
}

async function answer(response: Response): Promise<TrpcAnswer> {
  const text = await response.text();
  let body: { result?: { data?: unknown }; error?: TrpcAnswer['error'] } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not tRPC's JSON (a plain-text refusal): the text says what happened.
  }
  return { status: response.status, data: body.result?.data, error: body.error, text };
}
