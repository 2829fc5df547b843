import { describe, expect, it } from 'vitest';
import { likesLabel } from './index.js';

describe('likesLabel', () => {
  it("shows '1 like' after one like and 'N likes' after more", () => {
    expect(likesLabel(1)).toBe('1 like');
    expect(likesLabel(2)).toBe('2 likes');
    expect(likesLabel(1234)).toBe('1234 likes');
  });

  it('is blank at 0 or less', () => {
    expect(likesLabel(0)).toBe('');
    expect(likesLabel(-0)).toBe('');
    expect(likesLabel(-3)).toBe('');
  });

  it('is blank for anything that is not a finite number, numeric strings included', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '3', '', null, undefined, {}, [2]]) expect(likesLabel(value)).toBe('');
  });

  it('rounds a fraction down', () => {
    expect(likesLabel(1.9)).toBe('1 like');
    expect(likesLabel(0.5)).toBe('');
  });

  it('takes translated texts', () => {
    expect(likesLabel(3, { messages: { likesMany: '{count} mentions J’aime' } })).toBe('3 mentions J’aime');
    expect(likesLabel(1, { messages: { likesOne: '1 mention J’aime' } })).toBe('1 mention J’aime');
  });
});
