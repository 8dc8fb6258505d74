// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fallbackScreens } from '#web/router.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A router with a home page, a page that fails to render, and a page that links to a second bad path. */
function renderAt(path: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <p>Home page</p>,
  });
  const brokenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/broken',
    component: () => {
      throw new Error('render blew up');
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([homeRoute, brokenRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
    ...fallbackScreens,
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** What the 404 page reported, one entry per console.error call. */
function spyOnNotFoundLogs() {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => logged.mock.calls.map((args) => args.join(' ')).filter((line) => line.startsWith('404'));
}

it("shows 'Unexpected Application Error!' when a route fails to render (spec §2)", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/broken');
  expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
  expect(screen.getByText('render blew up')).toBeTruthy();
});

it("shows 'Oops! Page not found' with 'Return to Home', and logs the bad path (spec §2)", async () => {
  const notFoundLogs = spyOnNotFoundLogs();
  renderAt('/no/such/route');
  expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  // Logged by an effect, which runs once the page has painted.
  await vi.waitFor(() => expect(notFoundLogs()).toEqual([expect.stringContaining('/no/such/route')]));
});

it("logs no 404 for / when 'Return to Home' is pressed", async () => {
  const notFoundLogs = spyOnNotFoundLogs();
  renderAt('/no/such/route');
  const home = await screen.findByRole('link', { name: 'Return to Home' });
  await vi.waitFor(() => expect(notFoundLogs()).toHaveLength(1));
  fireEvent.click(home);
  expect(await screen.findByText('Home page')).toBeTruthy();
  expect(notFoundLogs()).toEqual([expect.stringContaining('/no/such/route')]);
});

it('logs each bad path when one bad path leads to another', async () => {
  const notFoundLogs = spyOnNotFoundLogs();
  const router = renderAt('/first/bad');
  await screen.findByText('Oops! Page not found');
  await vi.waitFor(() => expect(notFoundLogs()).toHaveLength(1));
  router.history.push('/second/bad');
  await vi.waitFor(() => expect(notFoundLogs()).toHaveLength(2));
  expect(notFoundLogs()[1]).toContain('/second/bad');
});

it('says in plain words that a part of the page did not load, not the browser’s message with its address', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const rootRoute = createRootRoute({ component: Outlet });
  const pageWithoutItsCode = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => {
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/part-Ab12.js',
      );
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageWithoutItsCode]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    ...fallbackScreens,
  });
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
  expect(
    screen.getByText('Part of this page could not be loaded. Check your connection, then try again.'),
  ).toBeTruthy();
  expect(screen.queryByText(/assets/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
});
