// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineProvider } from '../../test/offline-provider.js';
import { MORTGAGE_DEFAULTS, MORTGAGE_STORAGE_KEY } from '../mortgage.js';
import { memoryStorage } from '../storage.js';
import { useMortgageCalculator } from './mortgage.js';

afterEach(() => localStorage.clear());

const stored = (storage: { getItem(key: string): string | null }) => JSON.parse(storage.getItem(MORTGAGE_STORAGE_KEY) ?? 'null');

describe('useMortgageCalculator', () => {
  it('starts from the Kenyan defaults and calculates the listing’s price (a decimal string too)', () => {
    const { wrapper } = offlineProvider();
    const { result } = renderHook(() => useMortgageCalculator('250000.00'), { wrapper });
    expect(result.current.settings).toEqual(MORTGAGE_DEFAULTS);
    expect(result.current.isDefault).toBe(true);
    expect(result.current.depositAmount).toBe(50_000);
    const summary = result.current.result.ok ? result.current.result.value : undefined;
    expect(summary?.loanAmount).toBe(200_000);
    // 200,000 at 13% over 20 years.
    expect(summary?.monthlyPayment).toBeCloseTo(2343.15, 2);
    expect(summary?.costs.total).toBe(13_750);
    expect(summary?.cashUpfront).toBe(63_750);
  });

  it('links the deposit amount to its percentage and remembers each valid change', () => {
    const { wrapper, storage } = offlineProvider();
    const { result } = renderHook(() => useMortgageCalculator(200_000), { wrapper });
    act(() => result.current.setDepositAmount(50_000));
    expect(result.current.settings.depositPercent).toBe(25);
    act(() => result.current.setField('ratePercent', 10));
    act(() => result.current.setField('years', 15));
    act(() => result.current.setCurrency('KES'));
    expect(stored(storage)).toEqual({ ...MORTGAGE_DEFAULTS, depositPercent: 25, ratePercent: 10, years: 15, currency: 'KES' });
    expect(result.current.toCurrency(100)).toBe(13_000);
    expect(result.current.isDefault).toBe(false);

    // A new page (a reload) starts from what was used last.
    const again = renderHook(() => useMortgageCalculator(200_000), { wrapper });
    expect(again.result.current.settings).toMatchObject({ depositPercent: 25, ratePercent: 10, years: 15, currency: 'KES' });
  });

  it('shows an invalid input’s message but keeps the last valid value in storage', () => {
    const { wrapper, storage } = offlineProvider();
    const { result } = renderHook(() => useMortgageCalculator(100_000), { wrapper });
    act(() => result.current.setField('ratePercent', 9));
    act(() => result.current.setField('ratePercent', 45));
    act(() => result.current.setField('years', Number.NaN));
    expect(result.current.result).toMatchObject({
      ok: false,
      error: { fieldErrors: { ratePercent: ['The interest rate must be from 0% to 30%.'], years: ['Enter a number.'] } },
    });
    expect(stored(storage)).toMatchObject({ ratePercent: 9, years: 20 });
    act(() => result.current.setDepositAmount(150_000));
    expect(result.current.result).toMatchObject({ error: { fieldErrors: { deposit: ['The deposit cannot be more than the price.'] } } });
  });

  it('resets to the defaults and forgets the stored inputs', () => {
    const { wrapper, storage } = offlineProvider(memoryStorage({ [MORTGAGE_STORAGE_KEY]: JSON.stringify({ ratePercent: 7, currency: 'KES' }) }));
    const { result } = renderHook(() => useMortgageCalculator(100_000), { wrapper });
    expect(result.current.settings).toMatchObject({ ratePercent: 7, currency: 'KES' });
    act(() => result.current.reset());
    expect(result.current.settings).toEqual(MORTGAGE_DEFAULTS);
    expect(storage.getItem(MORTGAGE_STORAGE_KEY)).toBeNull();
  });

  it('keeps the inputs in localStorage outside a provider, and refuses a listing without a price', () => {
    const { result } = renderHook(() => useMortgageCalculator(null));
    act(() => result.current.setField('legalFeesPercent', 2));
    expect(stored(localStorage).legalFeesPercent).toBe(2);
    expect(result.current.result).toMatchObject({ ok: false, error: { code: 'invalid_price' } });
  });
});
