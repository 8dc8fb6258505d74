// @vitest-environment jsdom
import { useState, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import './effects-after-commit.ts';

// Mounted without Testing Library's act(), which runs every effect itself: here Preact's scheduling is the app's.
let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
});

/** A store the way the router keeps a page's state: read while rendering, listened to from an effect. */
const store = { value: 'opening', listeners: new Set<() => void>() };
function subscribe(listener: () => void) {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}

function PageState() {
  return <p>{useSyncExternalStore(subscribe, () => store.value)}</p>;
}

let renderAgain = () => {};
function Retrying() {
  const [, setTries] = useState(0);
  renderAgain = () => setTries((tries) => tries + 1);
  return null;
}

async function microtasks() {
  for (let i = 0; i < 5; i++) await new Promise<void>((done) => queueMicrotask(done));
}

it('shows what a store became before its subscription was made, when anything renders again before the next task', async () => {
  const container = document.createElement('div');
  root = createRoot(container);
  root.render(
    <>
      <PageState />
      <Retrying />
    </>,
  );
  expect(container.textContent).toBe('opening');

  // The store moves on, and a render is asked for, in microtasks alone (a suspended page retrying): no task comes
  // that would run the subscribing effect in its turn.
  store.value = 'shown';
  renderAgain();
  await microtasks();

  expect(container.textContent).toBe('shown');
});
