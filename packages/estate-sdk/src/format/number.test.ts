import { describe, expect, it } from 'vitest';
import { toFiniteNumber } from './index.js';

describe('toFiniteNumber', () => {
  it('reads numbers and plain decimal strings', () => {
    expect(toFiniteNumber(12)).toBe(12);
    expect(toFiniteNumber(' 12.50 ')).toBe(12.5);
    expect(toFiniteNumber('-3')).toBe(-3);
    expect(toFiniteNumber('.5')).toBe(0.5);
  });

  it('rejects everything else', () => {
    for (const value of [Number.NaN, Number.NEGATIVE_INFINITY, '', '  ', 'abc', '12abc', '0x10', '1e3', '1,250', null, undefined, true, {}, []]) {
      expect(toFiniteNumber(value)).toBeUndefined();
    }
  });
});
