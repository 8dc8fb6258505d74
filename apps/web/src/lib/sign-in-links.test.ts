// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_REDIRECT_URL } from './sign-in.ts';
import { wireSignInLinks } from './sign-in-links.ts';

let root: HTMLElement;
let start: ReturnType<typeof vi.fn<() => void>>;
let stop: () => void;

beforeEach(() => {
  root = document.createElement('div');
  root.innerHTML = `<nav><a href="${SIGN_IN_REDIRECT_URL}"><span>Sign In</span></a><a href="/#pricing">Pricing</a></nav>`;
  document.body.append(root);
  start = vi.fn<() => void>();
  stop = wireSignInLinks(root, start);
});
afterEach(() => {
  stop();
  root.remove();
});

/** Dispatches a click; answers whether the page took it over (the link would not be followed). */
function click(target: Element, init: MouseEventInit = {}): boolean {
  let takenOver = false;
  // Read last, then cancelled, so that jsdom does not try to follow the link.
  window.addEventListener(
    'click',
    (event) => {
      takenOver = event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return takenOver;
}

describe('the sign-in links of the prerendered page', () => {
  it('open the popup on a plain click, on the link or anything inside it, instead of the redirect', () => {
    expect(click(root.querySelector('span') as Element)).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each([{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'keep the browser’s meaning for a click with %o (a new tab or window)',
    (init) => {
      expect(click(root.querySelector('a') as Element, init)).toBe(false);
      expect(start).not.toHaveBeenCalled();
    },
  );

  it('leave other links alone', () => {
    expect(click(root.querySelector('a[href="/#pricing"]') as Element)).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it('leave the link alone once stopped (the app has taken over with its own)', () => {
    stop();
    expect(click(root.querySelector('a') as Element)).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });
});
