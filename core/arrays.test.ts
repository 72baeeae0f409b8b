import { describe, expect, it } from 'vitest';
import { appendAll } from './arrays.js';

describe('appendAll', () => {
  it('appends in order', () => {
    expect(appendAll([1, 2], [3, 4])).toEqual([1, 2, 3, 4]);
  });

  it('takes a source larger than the call stack allows as arguments (a 500,000-row register)', () => {
    const big = Array.from({ length: 500_000 }, (_, i) => i);
    expect(() => [].push(...(big as never[]))).toThrow(RangeError);
    const out = appendAll([-1], big);
    expect(out).toHaveLength(500_001);
    expect(out[500_000]).toBe(499_999);
  });
});
