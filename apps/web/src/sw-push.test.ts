import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';

/*
 * public/sw-push.js as the service worker runs it, in a context holding the worker's globals: what a push shows, and
 * the page a tap opens (a workout reminder's start page before the workout starts, the dashboard after).
 */

const origin = 'https://liftwise.example';
const source = readFileSync(new URL('../public/sw-push.js', import.meta.url), 'utf8');

type Handler = (event: Record<string, unknown>) => void;

function serviceWorker() {
  const handlers = new Map<string, Handler>();
  const shown: { title: string; options: { data: Record<string, unknown> } }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: {
      showNotification: async (title: string, options: { data: Record<string, unknown> }) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => [],
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
  };
  runInNewContext(source, { self, URL, Date });
  return {
    async push(payload: unknown) {
      let work: Promise<unknown> = Promise.resolve();
      handlers.get('push')?.({
        data: { json: () => payload, text: () => JSON.stringify(payload) },
        waitUntil: (promise: Promise<unknown>) => {
          work = promise;
        },
      });
      await work;
      return shown.at(-1);
    },
    async tap(data: Record<string, unknown>) {
      let work: Promise<unknown> = Promise.resolve();
      handlers.get('notificationclick')?.({
        notification: { data, close() {} },
        waitUntil: (promise: Promise<unknown>) => {
          work = promise;
        },
      });
      await work;
      return opened.at(-1);
    },
  };
}

it('opens a workout reminder’s start page before the workout starts, and the dashboard once it has', async () => {
  const worker = serviceWorker();
  const soon = new Date(Date.now() + 15 * 60_000).toISOString();
  const reminder = await worker.push({
    title: 'Heavy legs',
    body: 'Today at 18:00',
    url: '/workouts/start/w1',
    tag: 'workout-reminder-w1',
    startsAt: soon,
  });
  expect(reminder?.title).toBe('Heavy legs');
  expect(reminder?.options.data).toEqual({ url: `${origin}/workouts/start/w1`, startsAt: soon });
  expect(await worker.tap(reminder?.options.data ?? {})).toBe(`${origin}/workouts/start/w1`);

  const begun = { url: `${origin}/workouts/start/w1`, startsAt: new Date(Date.now() - 60_000).toISOString() };
  expect(await worker.tap(begun)).toBe(`${origin}/dashboard`);
  // A push without a start (a test notification) opens its page whenever it is tapped.
  expect(await worker.tap({ url: `${origin}/profile` })).toBe(`${origin}/profile`);
});
