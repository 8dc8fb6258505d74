// @vitest-environment jsdom
import type { FailingOperation } from '@liftwise/domain';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster.tsx';
import { createQueryClient } from './query-client.ts';
import { failsAs, succeeded } from './save-failure.ts';

afterEach(cleanup);

// jsdom has no matchMedia; sonner asks it for the system colour scheme.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

/** A failing save through the app's own query client, with the toaster mounted as the app mounts it. */
function failingSave(error: unknown, meta: { meta: { failure?: FailingOperation } } = failsAs('saveGoal')) {
  const queryClient = createQueryClient();
  render(<Toaster />);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMutation({ mutationFn: () => Promise.reject(error), ...meta }), { wrapper });
}

/** An error as the tRPC client reports one the server answered (status and message). */
function serverError(httpStatus: number, message: string) {
  return TRPCClientError.from({
    error: { message, code: -32600, data: { httpStatus, code: 'BAD_REQUEST' } },
  } as never);
}

// First in the file: sonner keeps one list of toasts per page, so later tests' toasts would still be listed.
it('says nothing for a mutation that handles its own failure (no meta)', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = failingSave(new Error('conflict'), { meta: {} });
  await act(async () => {
    await succeeded(result.current.mutateAsync());
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  expect(log).not.toHaveBeenCalled();
  log.mockRestore();
});

it("shows the spec's toast for a failed save from the query client, once, and logs the error", async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const failure = new TypeError('Failed to fetch');
  const { result } = failingSave(failure);
  let ok: boolean | undefined;
  await act(async () => {
    ok = await succeeded(result.current.mutateAsync());
  });
  expect(ok).toBe(false);
  expect(await screen.findAllByText('Failed to save goal. Please try again.')).toHaveLength(1);
  expect(log).toHaveBeenCalledWith('saveGoal failed.', failure);
  log.mockRestore();
});

it("reads 'User not authenticated' when the goal call was refused for want of a session (spec §5)", async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = failingSave(serverError(401, 'Not signed in'));
  await act(async () => {
    await succeeded(result.current.mutateAsync());
  });
  await screen.findByText('User not authenticated');
  log.mockRestore();
});

it("shows the server's reason where the spec says so (a profile save)", async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = failingSave(
    serverError(400, 'Birth Year must be between 1900 and 2026'),
    failsAs('saveProfile'),
  );
  await act(async () => {
    await succeeded(result.current.mutateAsync());
  });
  await screen.findByText('Birth Year must be between 1900 and 2026');
  log.mockRestore();
});

it('tells a caller that a save succeeded', async () => {
  expect(await succeeded(Promise.resolve({ goal: 'saved' }))).toBe(true);
});
