import { describe, expect, it } from 'vitest';
import { formatKes, formatUsd, toMinorUnits } from './index.js';

describe('formatUsd', () => {
  it('writes whole dollars without cents, en-US', () => {
    expect(formatUsd(1_250_000)).toBe('$1,250,000');
    expect(formatUsd(0)).toBe('$0');
  });

  it('shows two decimals when there are cents, rounding to the cent', () => {
    expect(formatUsd(1250.5)).toBe('$1,250.50');
    expect(formatUsd(19.999)).toBe('$20');
    expect(formatUsd(0.004)).toBe('$0');
  });

  it('accepts decimal strings as a decimal field arrives', () => {
    expect(formatUsd('1250000.00')).toBe('$1,250,000');
    expect(formatUsd(' 99.9 ')).toBe('$99.90');
  });

  it('keeps the sign of a negative amount and never shows -0', () => {
    expect(formatUsd(-30)).toBe('-$30');
    expect(formatUsd(-0)).toBe('$0');
    expect(formatUsd(-0.001)).toBe('$0');
  });

  it('is blank for what is not an amount', () => {
    for (const value of [Number.NaN, null, undefined, '', 'abc', {}, Number.POSITIVE_INFINITY]) expect(formatUsd(value)).toBe('');
  });
});

describe('formatKes', () => {
  it("writes 'KES' and a plain space before the amount", () => {
    expect(formatKes(3250)).toBe('KES 3,250');
    expect(formatKes(2_500_000)).toBe('KES 2,500,000');
    expect(formatKes('3250.5')).toBe('KES 3,250.50');
  });

  it('puts the sign first and is blank for what is not an amount', () => {
    expect(formatKes(-30)).toBe('-KES 30');
    expect(formatKes(-0)).toBe('KES 0');
    expect(formatKes(Number.NaN)).toBe('');
    expect(formatKes(null)).toBe('');
    expect(formatKes('KES 30')).toBe('');
  });

  it('gives the amount in cents for the card provider', () => {
    expect(toMinorUnits(3250)).toBe(325_000);
    expect(toMinorUnits('19.99')).toBe(1999);
    expect(toMinorUnits(-0)).toBe(0);
    expect(toMinorUnits('x')).toBeUndefined();
  });
});
