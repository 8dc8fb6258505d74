// @vitest-environment jsdom
import { ROUTES } from '@liftwise/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppModule, appHandover, handOverSignedIn } from './landing-handover.ts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

/** A stand-in for src/app.tsx that records what happened, in order. */
function fakeApp(events: string[]): AppModule {
  return {
    prepareApp: vi.fn(async (body: unknown) => {
      events.push(`prepare ${JSON.stringify(body)}`);
    }),
    mountApp: vi.fn((container: HTMLElement) => {
      events.push(`mount into ${container.childNodes.length ? 'a filled' : 'an empty'} #${container.id}`);
    }),
  };
}

function landingContainer() {
  document.body.innerHTML = '<div id="root"><header>Liftwise</header><main>Landing</main></div>';
  return document.getElementById('root') as HTMLElement;
}

describe('the hand-over from the landing page to the app', () => {
  it('prepares the app with the session, removes the landing listeners, then mounts into the emptied element', async () => {
    const events: string[] = [];
    const app = fakeApp(events);
    const handOver = appHandover(
      landingContainer(),
      () => events.push('stop landing'),
      async () => app,
    );
    await handOver({ user: { id: 'u1' } });
    expect(events).toEqual(['prepare {"user":{"id":"u1"}}', 'stop landing', 'mount into an empty #root']);
  });

  it('happens once although the session check and a sign-in both ask', async () => {
    const events: string[] = [];
    const app = fakeApp(events);
    const loadApp = vi.fn(async () => app);
    const handOver = appHandover(landingContainer(), () => {}, loadApp);
    await Promise.all([handOver({ user: { id: 'u1' } }), handOver({ user: { id: 'u1' } })]);
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(app.mountApp).toHaveBeenCalledTimes(1);
  });

  it('leaves the landing page as it is when the app cannot be loaded', async () => {
    const container = landingContainer();
    const beforeMount = vi.fn();
    const handOver = appHandover(container, beforeMount, () => Promise.reject(new Error('offline')));
    await expect(handOver({ user: { id: 'u1' } })).rejects.toThrow('offline');
    expect(beforeMount).not.toHaveBeenCalled();
    expect(container.textContent).toBe('LiftwiseLanding');
  });

  it('after a sign-in in the popup, moves to the dashboard before the app is loaded, with the new session', async () => {
    const seen: string[] = [];
    await handOverSignedIn(
      async (body) => {
        seen.push(`${window.location.pathname} ${JSON.stringify(body)}`);
      },
      async () => {
        seen.push(`session asked at ${window.location.pathname}`);
        return { user: { id: 'u2' } };
      },
    );
    expect(seen).toEqual([
      `session asked at ${ROUTES.dashboard}`,
      `${ROUTES.dashboard} {"user":{"id":"u2"}}`,
    ]);
  });
});
