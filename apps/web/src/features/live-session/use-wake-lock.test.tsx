// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useWakeLock } from './use-wake-lock.ts';

afterEach(cleanup);

it('does nothing, and throws nothing, where the browser has no Wake Lock', () => {
  expect('wakeLock' in navigator).toBe(false);
  const { rerender, unmount } = renderHook(({ active }) => useWakeLock(active), {
    initialProps: { active: true },
  });
  rerender({ active: false });
  unmount();
});
