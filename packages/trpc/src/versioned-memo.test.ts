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

  it('keeps the weight of the answers it holds within maxWeight, dropping the least recently used', async () => {
    const memo = createVersionedMemo<number[]>(10, { weigh: (list) => list.length, maxWeight: 5 });
    const list = (n: number) => async () => Array.from({ length: n }, (_, i) => i);
    await memo.get('small', 0, list(1));
    await memo.get('large', 0, list(3));
    await memo.get('small', 0, list(1)); // used again: the large one is now the least recently used
    await memo.get('more', 0, list(2)); // 1 + 3 + 2 > 5: the large one goes
    expect(memo.size).toBe(2);
    expect(await memo.get('large', 0, async () => [])).toEqual([]);
    // An answer heavier than the whole weight is served but not kept, and pushes out nothing.
    expect(await memo.get('huge', 0, list(6))).toHaveLength(6);
    await Promise.resolve();
    expect(await memo.get('huge', 0, async () => [42])).toEqual([42]);
    expect(await memo.get('more', 0, async () => [])).toEqual([0, 1]);
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
