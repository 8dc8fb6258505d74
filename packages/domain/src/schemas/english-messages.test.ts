import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { idSchema } from '../index.ts';

describe("zod/mini's messages", () => {
  it('are English once the domain is loaded, as classic zod’s were (the server sends them to the browser)', () => {
    expect(idSchema.safeParse('').error?.issues[0]?.message).toBe(
      'Too small: expected string to have >=1 characters',
    );
    expect(z.number().safeParse('3').error?.issues[0]?.message).toBe(
      'Invalid input: expected number, received string',
    );
  });
});
