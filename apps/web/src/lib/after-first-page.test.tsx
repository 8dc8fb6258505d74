// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

type AfterFirstPage = typeof import('./after-first-page.ts');
let afterFirstPage: AfterFirstPage;

beforeEach(async () => {
  // The switch is one per page load: each test loads the module afresh.
  vi.resetModules();
  afterFirstPage = await import('./after-first-page.ts');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The page's one read, answered when the test says so. */
let read: Promise<string>;

/** A page that reads in its component, as the dashboard does. */
function Page() {
  const { data } = useQuery({ queryKey: ['profile'], queryFn: () => read });
  return <h1>{data ? `Welcome back, ${data}!` : 'Loading'}</h1>;
}

/** What waits for the first page (the app's Toaster, OfflineSupport…). */
function Deferred() {
  return afterFirstPage.useFirstPageShown() ? <p>Toaster</p> : null;
}

/** The page in a router, watched by the switch; the read answers when `answer` is called. */
function renderPageWithRead() {
  let answer: (name: string) => void = () => undefined;
  read = new Promise<string>((resolve) => {
    answer = resolve;
  });
  const queryClient = new QueryClient();
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Page />
        <Deferred />
      </>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/dashboard', component: () => null }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  });
  afterFirstPage.watchFirstPage(router, queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { answer };
}

/** Lets the router, React and the browser's frames and tasks run for a while of the page's (faked) clock. */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

it('loads the deferred parts only once the first page has shown what it reads, and painted it', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] });
  const { answer } = renderPageWithRead();
  await wait(1000);
  expect(screen.getByRole('heading', { name: 'Loading' })).toBeTruthy();
  expect(screen.queryByText('Toaster'), 'nothing deferred while the page still reads').toBeNull();

  answer('Noor');
  await wait(100);
  expect(screen.getByRole('heading', { name: 'Welcome back, Noor!' })).toBeTruthy();
  expect(screen.getByText('Toaster')).toBeTruthy();
});

it('loads them anyway when the page is still reading after the fallback time', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] });
  renderPageWithRead();
  await wait(afterFirstPage.FIRST_PAGE_FALLBACK_MS - 100);
  expect(screen.queryByText('Toaster')).toBeNull();
  await wait(200);
  expect(screen.getByRole('heading', { name: 'Loading' })).toBeTruthy();
  expect(screen.getByText('Toaster')).toBeTruthy();
});
