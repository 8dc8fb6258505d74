// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fallbackScreens } from '../../router.tsx';

afterEach(cleanup);

function renderAt(path: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const brokenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/broken',
    component: () => {
      throw new Error('render blew up');
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([brokenRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
    ...fallbackScreens,
  });
  render(<RouterProvider router={router} />);
}

it("shows 'Unexpected Application Error!' when a route fails to render (spec §2)", async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/broken');
  expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
  expect(screen.getByText('render blew up')).toBeTruthy();
  logged.mockRestore();
});

it("shows 'Oops! Page not found' with 'Return to Home', and logs the bad path (spec §2)", async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/no/such/route');
  expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  expect(logged.mock.calls.flat().join(' ')).toContain('/no/such/route');
  logged.mockRestore();
});
