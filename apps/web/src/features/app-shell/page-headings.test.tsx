// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppPageSkeleton } from './app-page-skeleton.tsx';
import { PAGE_HEADINGS, pageHeadingAt } from './page-headings.ts';

afterEach(cleanup);

describe('pageHeadingAt', () => {
  it('knows the list pages, with or without a trailing slash', () => {
    expect(pageHeadingAt('/schedule')?.title).toBe('Schedule');
    expect(pageHeadingAt('/workouts/')?.title).toBe('My Workouts');
  });

  it('knows no heading for a page whose heading needs its data, nor for a name on Object', () => {
    for (const path of ['/', '/dashboard', '/workouts/create', '/toString', '/constructor']) {
      expect(pageHeadingAt(path)).toBeUndefined();
    }
  });
});

describe('AppPageSkeleton', () => {
  it("draws a list page's heading and description, and says the page is loading", () => {
    render(<AppPageSkeleton heading={PAGE_HEADINGS['/progress']} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Progress Analytics' })).toBeTruthy();
    expect(screen.getByText('Your training, week by week, and how your lifts are moving.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading…');
  });

  it('draws no heading when none is known', () => {
    render(<AppPageSkeleton />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
