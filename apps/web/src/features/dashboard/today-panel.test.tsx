// @vitest-environment jsdom
import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';
import { TodayPanel } from './today-panel.tsx';

afterEach(cleanup);

/** The panel's links need a router. */
async function renderInRouter(node: ReactNode) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => node }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('link', { name: 'Create Workout' });
}

const placeholder = () => document.querySelector('[data-placeholder="todays-workout"]');

it("holds today's workouts' place while they load, so the page below does not jump when they come", async () => {
  await renderInRouter(<TodayPanel day={undefined} loading />);
  expect(placeholder()).not.toBeNull();
});

it('shows the day once loaded, and nothing in its place after a failed load (the stats say so)', async () => {
  await renderInRouter(<TodayPanel day={{ today: '2026-11-29', upcoming: [] }} />);
  expect(placeholder()).toBeNull();
  expect(screen.getByRole('region', { name: "Today's workout" })).toBeTruthy();
  cleanup();
  await renderInRouter(<TodayPanel day={undefined} />);
  expect(placeholder()).toBeNull();
});
