import { describe, expect, it } from 'vitest';
import { APP_SHELL_TEXT } from './text.ts';

describe('app shell texts', () => {
  it('the footer reads the spec’s copyright year and the product name (spec §1)', () => {
    expect(APP_SHELL_TEXT.landing.copyright).toBe('© 2024 Liftwise. All rights reserved.');
  });

  it('landing and navigation texts are plain data, as the landing page inlines them as JSON at build time', () => {
    for (const group of [APP_SHELL_TEXT.landing, APP_SHELL_TEXT.navigation]) {
      expect(JSON.parse(JSON.stringify(group))).toEqual(group);
    }
  });
});
