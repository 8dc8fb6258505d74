// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { GUARD_PENDING } from './guard-pending.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('shows the skeleton while the guard waits, and the page as soon as the guard lets it through', async () => {
  // The router's own clock is faked and never moved on by a minimum time: the page must show without it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  let letThrough: () => void = () => undefined;
  const session = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  const rootRoute = createRootRoute({ component: Outlet });
  const guard = createRoute({
    getParentRoute: () => rootRoute,
    id: 'guard',
    beforeLoad: () => session,
    ...GUARD_PENDING,
    component: Outlet,
  });
  const dashboard = createRoute({
    getParentRoute: () => guard,
    path: '/dashboard',
    component: () => <h1>Welcome back</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([guard.addChildren([dashboard])]),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  });
  render(<RouterProvider router={router} />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
  expect(screen.getByRole('status')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();

  letThrough();
  // 100 ms of the page's clock: far below the 500 ms a pending screen otherwise stays up once shown.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(100);
  });
  expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});
