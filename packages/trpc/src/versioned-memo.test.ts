import { describe, expect, it } from 'vitest';
import { createVersionedMemo } from './versioned-memo.ts';

describe('createVersionedMemo', () => {
  it('answers from memory while the version holds, and recomputes when it moves', async () => {
    const memo = createVersionedMemo<number>(10);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await memo.get('athlete', 0, compute)).toBe(1);
    expect(await memo.get('athlete', 0, compute)).toBe(1);
    expect(await memo.get('athlete', 1, compute)).toBe(2);
    expect(await memo.get('other', 1, compute)).toBe(3);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const memo = createVersionedMemo<string>(2);
    await memo.get('a', 0, async () => 'a');
    await memo.get('b', 0, async () => 'b');
    await memo.get('a', 0, async () => 'a again');
    await memo.get('c', 0, async () => 'c');
    expect(memo.size).toBe(2);
    expect(await memo.get('a', 0, async () => 'recomputed')).toBe('a');
    expect(await memo.get('b', 0, async () => 'recomputed')).toBe('recomputed');
  });

  it('a failed computation stores nothing', async () => {
    const memo = createVersionedMemo<string>(2);
    await expect(memo.get('a', 0, () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await memo.get('a', 0, async () => 'later')).toBe('later');
  });

  it('computes once for parallel asks of one key and version (a burst of requests reads the history once)', async () => {
    const memo = createVersionedMemo<number>(10);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return computed;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => memo.get('athlete', 0, compute)));
    expect(computed).toBe(1);
    expect(new Set(answers)).toEqual(new Set([1]));
  });
});
