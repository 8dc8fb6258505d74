// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wirePublicMenu } from './public-menu-disclosure.ts';
import { SignedOutNav } from './signed-out-nav.tsx';

let stop: () => void;
const menuButton = () =>
  document.querySelector<HTMLButtonElement>('button[aria-label="Menu"]') as HTMLButtonElement;
const panel = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;
const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
const key = (name: string) =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
const pointerDown = (target: Element) => target.dispatchEvent(new Event('pointerdown', { bubbles: true }));

/** The menu as the landing page's HTML carries it (the same component, rendered to a string), then wired. */
beforeEach(() => {
  document.body.innerHTML = `<header>${renderToString(<SignedOutNav />)}</header><main><p>Hero</p></main>`;
  stop = wirePublicMenu(document.querySelector('[data-public-menu]') as Element);
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('the prerendered phone menu, without React', () => {
  it('arrives closed: its button says so and its entries are hidden', () => {
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
  });

  it('opens and closes with its button, saying so in aria-expanded', () => {
    click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    const entries = [...panel().querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(entries).toEqual(['/#features', '/#pricing', '/#about', '/auth/signin?mode=redirect']);
    click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
  });

  it('closes on Escape and gives the focus back to its button', () => {
    click(menuButton());
    (panel().querySelector('a') as HTMLAnchorElement).focus();
    key('Escape');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('ignores other keys', () => {
    click(menuButton());
    key('Enter');
    expect(panel().hidden).toBe(false);
  });

  it('closes on a press outside it, not on one inside it', () => {
    click(menuButton());
    pointerDown(panel().querySelector('li') as Element);
    expect(panel().hidden).toBe(false);
    pointerDown(document.querySelector('main p') as Element);
    expect(panel().hidden).toBe(true);
  });

  it('closes when an entry is chosen', () => {
    click(menuButton());
    const pricing = [...panel().querySelectorAll('a')].find((link) => link.textContent === 'Pricing');
    click(pricing as HTMLAnchorElement);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
  });

  it('does nothing more once stopped (the app has taken over)', () => {
    click(menuButton());
    stop();
    key('Escape');
    expect(panel().hidden).toBe(false);
    click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
  });
});
