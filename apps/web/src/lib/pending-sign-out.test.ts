// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverPendingSignOut, rememberSignOut } from './pending-sign-out.ts';
import { startSignIn } from './sign-in.ts';
import { requestSignInSession } from './sign-in-session-request.ts';

/** The requests the page made, in order, each as 'METHOD path'. */
let requests: string[] = [];
let online = true;

function server(answer: (path: string) => Response) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    requests.push(`${init?.method ?? 'GET'} ${url}`);
    return answer(url);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  requests = [];
  online = true;
});

describe('a sign-out that could not reach the server', () => {
  it('is sent with the next session check; until the server has it, nobody is signed in here', async () => {
    server((path) => Response.json(path === '/auth/session' ? { user: { uid: 'u1' } } : {}));
    rememberSignOut('/auth/signout');

    online = false;
    await expect(requestSignInSession()).resolves.toEqual({ user: null });
    online = true;
    // Signed out first, then asked: the server's answer for the ended session is the verdict.
    await requestSignInSession();
    expect(requests).toEqual(['POST /auth/signout', 'GET /auth/session']);
    // Sent once: the next check only asks.
    await requestSignInSession();
    expect(requests.at(-1)).toBe('GET /auth/session');
    expect(requests).toHaveLength(3);
  });

  it('is kept while the server is down behind its gateway, and settled by any answer of its own', async () => {
    let status = 503;
    server(() => new Response(null, { status }));
    rememberSignOut('/auth/signout/everywhere');
    await expect(deliverPendingSignOut()).resolves.toBe(true);
    status = 401; // That session had already ended.
    await expect(deliverPendingSignOut()).resolves.toBe(false);
    await expect(deliverPendingSignOut()).resolves.toBe(false);
    expect(requests).toEqual(['POST /auth/signout/everywhere', 'POST /auth/signout/everywhere']);
  });

  it('goes out when the athlete starts signing in again, before the new session exists', async () => {
    server(() => new Response(null, { status: 200 }));
    rememberSignOut('/auth/signout');
    const popup = () => {
      requests.push('open the popup');
      return {} as Window;
    };
    startSignIn({ open: popup, location: { assign: () => {} } });
    // Sent before the popup opens, so with the old session's cookie: the new one cannot be ended by it.
    expect(requests).toEqual(['POST /auth/signout', 'open the popup']);
    await vi.waitFor(() => expect(window.localStorage.length).toBe(0));
  });
});
