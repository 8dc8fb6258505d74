import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { RATE_LIMIT_BINDINGS } from './binding.ts';
import { DEFAULT_RATE_LIMITS, RATE_WINDOW_S, ruleLimits } from './rules.ts';

it("configures the Workers bindings with the same rules as the Node limiter's defaults", () => {
  const jsonc = readFileSync(new URL('../../wrangler.jsonc', import.meta.url), 'utf8');
  const config = JSON.parse(jsonc.replace(/^\s*\/\/.*$/gm, '')) as {
    ratelimits: { name: string; simple: { limit: number; period: number } }[];
  };
  const limits = ruleLimits(DEFAULT_RATE_LIMITS);
  for (const [rule, name] of Object.entries(RATE_LIMIT_BINDINGS)) {
    const binding = config.ratelimits.find((b) => b.name === name);
    expect(binding?.simple, name).toEqual({
      limit: limits[rule as keyof typeof limits],
      period: RATE_WINDOW_S,
    });
  }
});
