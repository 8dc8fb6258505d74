// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SignedOutNav } from './signed-out-nav.tsx';

afterEach(cleanup);

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('the signed-out menu for phones', () => {
  beforeEach(() => {
    render(<SignedOutNav />);
    fireEvent.click(menuButton());
  });

  it('offers Features, Pricing and About', () => {
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    for (const [name, href] of [
      ['Features', '/#features'],
      ['Pricing', '/#pricing'],
      ['About', '/#about'],
    ]) {
      // The desktop list holds the same links, hidden by CSS below 768 px; the menu's are the second ones.
      const links = screen.getAllByRole('link', { name });
      expect(links.map((link) => link.getAttribute('href'))).toEqual([href, href]);
    }
  });

  it('closes on Escape and gives the focus back to its button', () => {
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes on a click outside it', () => {
    fireEvent.pointerDown(document.body);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when an entry is chosen', () => {
    const panel = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
    const pricing = [...(panel?.querySelectorAll('a') ?? [])].find((link) => link.textContent === 'Pricing');
    expect(pricing).toBeDefined();
    fireEvent.click(pricing as HTMLAnchorElement);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
  });

  it('toggles with its button', () => {
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('link', { name: 'Pricing' })).toHaveLength(1);
  });
});
