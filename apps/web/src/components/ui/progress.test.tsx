// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Progress } from './progress.tsx';

afterEach(cleanup);

describe('Progress', () => {
  it('is a progressbar named by its label, with its value as aria-valuenow out of 0..100', () => {
    render(<Progress value={42} aria-label="Bench 300 progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Bench 300 progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('42%');
  });

  it('keeps a value outside 0..100, or none, within the bar', () => {
    const { rerender } = render(<Progress value={140} aria-label="Over" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    rerender(<Progress value={-5} aria-label="Under" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    rerender(<Progress value={null} aria-label="None" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});
