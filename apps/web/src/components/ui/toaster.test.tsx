// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { showToast, Toaster } from './toaster.tsx';

afterEach(cleanup);

// jsdom has no matchMedia; sonner asks it for the system colour scheme.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

it('shows toasts at the bottom, clear of the avatar and menu button at the top right', async () => {
  render(<Toaster />);
  act(() => showToast({ title: 'Profile saved' }));
  await screen.findByText('Profile saved');
  const toaster = document.querySelector('[data-sonner-toaster]');
  expect(toaster?.getAttribute('data-y-position')).toBe('bottom');
});
