// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { showToast } from './toast.ts';
import { TOAST_TOP_OFFSET, Toaster } from './toaster.tsx';

afterEach(cleanup);

// jsdom has no matchMedia; sonner asks it for the system colour scheme.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

it("shows toasts at the top centre, under the navigation bar, away from a form's buttons at the bottom", async () => {
  render(<Toaster />);
  act(() => showToast({ title: 'Profile saved' }));
  await screen.findByText('Profile saved');
  const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
  expect(toaster?.getAttribute('data-y-position')).toBe('top');
  expect(toaster?.getAttribute('data-x-position')).toBe('center');
  // On a desktop and on a phone alike, the bar (4rem and its border) stays uncovered.
  expect(toaster?.style.getPropertyValue('--offset-top')).toBe(TOAST_TOP_OFFSET);
  expect(toaster?.style.getPropertyValue('--mobile-offset-top')).toBe(TOAST_TOP_OFFSET);
});
