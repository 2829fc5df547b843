import { describe, expect, it } from 'vitest';
import { codesOf, plain } from '../test/refusal.js';
import { formatKes, KES_PER_USD, usdToKes } from './format/index.js';
import {
  calculateMortgage,
  cleanMortgageSettings,
  inCurrency,
  MORTGAGE_DEFAULTS,
  MORTGAGE_STORAGE_KEY,
  mortgagePayment,
  purchaseCosts,
  readMortgageSettings,
  writeMortgageSettings,
} from './mortgage.js';
import { memoryStorage, type KeyValueStorage } from './storage.js';

describe('mortgagePayment', () => {
  it('amortises the loan monthly: $200,000 at 6% over 30 years is $1,199.10 a month', () => {
    const result = mortgagePayment({ price: 250_000, deposit: 50_000, ratePercent: 6, years: 30 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.loanAmount).toBe(200_000);
    expect(result.value.months).toBe(360);
    expect(result.value.monthlyPayment).toBeCloseTo(1199.1, 2);
    expect(result.value.totalPaid).toBeCloseTo(1199.101 * 360, 0);
    expect(result.value.totalInterest).toBeCloseTo(result.value.totalPaid - 200_000, 6);
  });

  it('divides the loan evenly at 0%, and is 0 a month when the deposit pays it all', () => {
    const free = mortgagePayment({ price: 120_000, deposit: 0, ratePercent: 0, years: 10 });
    expect(free.ok && free.value).toMatchObject({ monthlyPayment: 1000, totalInterest: 0, totalPaid: 120_000 });
    const cash = mortgagePayment({ price: 120_000, deposit: 120_000, ratePercent: 13, years: 20 });
    expect(cash.ok && cash.value).toMatchObject({ loanAmount: 0, monthlyPayment: 0, totalInterest: 0 });
  });

  it('refuses a deposit above the price, negative or blank, with a reason and a message for the field', () => {
    expect(plain(mortgagePayment({ price: 100, deposit: 101, ratePercent: 5, years: 10 }))).toEqual({
      ok: false,
      code: 'invalid_deposit',
      message: 'The deposit cannot be more than the price.',
      fieldErrors: { deposit: ['The deposit cannot be more than the price.'] },
    });
    expect(plain(mortgagePayment({ price: 100, deposit: -1, ratePercent: 5, years: 10 }))).toMatchObject({ fieldErrors: { deposit: ['This cannot be negative.'] } });
    expect(plain(mortgagePayment({ price: 100, deposit: Number.NaN, ratePercent: 5, years: 10 }))).toMatchObject({ fieldErrors: { deposit: ['Enter a number.'] } });
  });

  it('keeps the rate within 0–30% and the term to whole years from 1 to 40', () => {
    for (const ratePercent of [-0.1, 30.5]) {
      expect(plain(mortgagePayment({ price: 100, deposit: 0, ratePercent, years: 10 }))).toMatchObject({
        code: 'invalid_rate',
        fieldErrors: { ratePercent: ['The interest rate must be from 0% to 30%.'] },
      });
      expect(codesOf(mortgagePayment({ price: 100, deposit: 0, ratePercent, years: 10 }))).toEqual({ ratePercent: ['mortgage_rate_range'] });
    }
    for (const years of [0, 41, 12.5]) {
      expect(plain(mortgagePayment({ price: 100, deposit: 0, ratePercent: 5, years }))).toMatchObject({
        code: 'invalid_term',
        fieldErrors: { years: ['The term must be a whole number of years from 1 to 40.'] },
      });
    }
    expect(mortgagePayment({ price: 100, deposit: 0, ratePercent: 30, years: 40 }).ok).toBe(true);
    expect(mortgagePayment({ price: 100, deposit: 0, ratePercent: 0, years: 1 }).ok).toBe(true);
  });

  it('needs a positive price, and reports every field at once with the first reason', () => {
    const result = mortgagePayment({ price: 0, deposit: -5, ratePercent: 99, years: 0 });
    expect(plain(result)).toMatchObject({ ok: false, code: 'invalid_price', message: 'This listing has no price to calculate with.' });
    expect(!result.ok && Object.keys(result.error.fieldErrors ?? {})).toEqual(['price', 'deposit', 'ratePercent', 'years']);
  });

  it('speaks the caller’s language', () => {
    const result = mortgagePayment({ price: 100, deposit: 0, ratePercent: 50, years: 5 }, { messages: { mortgageRateRange: 'Taux entre {min} % et {max} %.' } });
    expect(!result.ok && result.error.message).toBe('Taux entre 0 % et 30 %.');
  });
});

describe('purchaseCosts', () => {
  it('takes stamp duty and legal fees as percentages of the price', () => {
    expect(plain(purchaseCosts({ price: 200_000, stampDutyPercent: 4, legalFeesPercent: 1.5 }))).toEqual({
      ok: true,
      value: { stampDuty: 8000, legalFees: 3000, total: 11_000 },
    });
  });

  it('refuses percentages outside 0–20% or blank', () => {
    expect(plain(purchaseCosts({ price: 1000, stampDutyPercent: 21, legalFeesPercent: Number.NaN }))).toMatchObject({
      ok: false,
      code: 'invalid_costs',
      fieldErrors: { stampDutyPercent: ['Enter a percentage from 0% to 20%.'], legalFeesPercent: ['Enter a number.'] },
    });
  });
});

describe('calculateMortgage', () => {
  it('adds the cash needed upfront (deposit and costs) and the total cost', () => {
    const result = calculateMortgage({ price: 300_000, deposit: 60_000, ratePercent: 0, years: 20, stampDutyPercent: 4, legalFeesPercent: 1.5 });
    expect(result.ok && result.value).toMatchObject({
      loanAmount: 240_000,
      monthlyPayment: 1000,
      deposit: 60_000,
      costs: { stampDuty: 12_000, legalFees: 4500, total: 16_500 },
      cashUpfront: 76_500,
      totalCost: 316_500,
    });
  });

  it('reports payment and cost problems together', () => {
    const result = calculateMortgage({ price: 100, deposit: 200, ratePercent: 5, years: 5, stampDutyPercent: -1, legalFeesPercent: 1 });
    expect(!result.ok && result.error.fieldErrors).toEqual({
      deposit: ['The deposit cannot be more than the price.'],
      stampDutyPercent: ['Enter a percentage from 0% to 20%.'],
    });
  });
});

describe('currency', () => {
  it('converts at the plans’ rate, KES 130 to the dollar, in one place', () => {
    expect(KES_PER_USD).toBe(130);
    expect(usdToKes(10)).toBe(1300);
    expect(usdToKes('25')).toBe(3250);
    expect(usdToKes('abc')).toBeUndefined();
    expect(formatKes(usdToKes(1_000))).toBe('KES 130,000');
    expect(inCurrency(100, 'KES')).toBe(13_000);
    expect(inCurrency(100, 'USD')).toBe(100);
    expect(inCurrency(100, 'KES', 150)).toBe(15_000);
  });
});

describe('stored settings', () => {
  it('are the Kenyan defaults when nothing (or nothing readable) is stored', () => {
    expect(readMortgageSettings(memoryStorage())).toEqual(MORTGAGE_DEFAULTS);
    expect(readMortgageSettings(memoryStorage({ [MORTGAGE_STORAGE_KEY]: '{oops' }))).toEqual(MORTGAGE_DEFAULTS);
    expect(readMortgageSettings(memoryStorage({ [MORTGAGE_STORAGE_KEY]: '[1,2]' }))).toEqual(MORTGAGE_DEFAULTS);
    expect(MORTGAGE_DEFAULTS).toEqual({ depositPercent: 20, ratePercent: 13, years: 20, stampDutyPercent: 4, legalFeesPercent: 1.5, currency: 'USD' });
  });

  it('round-trip as JSON, a bad field falling back alone', () => {
    const storage = memoryStorage();
    writeMortgageSettings(storage, { depositPercent: 10, ratePercent: 11.5, years: 25, stampDutyPercent: 2, legalFeesPercent: 1, currency: 'KES' });
    expect(readMortgageSettings(storage)).toEqual({ depositPercent: 10, ratePercent: 11.5, years: 25, stampDutyPercent: 2, legalFeesPercent: 1, currency: 'KES' });
    expect(cleanMortgageSettings({ depositPercent: 150, ratePercent: '9', years: 7.5, currency: 'EUR', legalFeesPercent: 2 })).toEqual({ ...MORTGAGE_DEFAULTS, legalFeesPercent: 2 });
  });

  it('are not remembered, without throwing, when the storage refuses', () => {
    const refusing: KeyValueStorage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(() => writeMortgageSettings(refusing, MORTGAGE_DEFAULTS)).not.toThrow();
  });
});
