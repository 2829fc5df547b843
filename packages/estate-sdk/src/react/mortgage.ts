'use client';

import { useCallback, useMemo, useState } from 'react';
import { KES_PER_USD } from '../format/money.js';
import { toFiniteNumber } from '../format/number.js';
import type { EstateMessages } from '../messages.js';
import {
  calculateMortgage,
  cleanMortgageSettings,
  inCurrency,
  MORTGAGE_DEFAULTS,
  MORTGAGE_STORAGE_KEY,
  readMortgageSettings,
  writeMortgageSettings,
  type MortgageCurrency,
  type MortgageSettings,
} from '../mortgage.js';
import { defaultStorage, type KeyValueStorage } from '../storage.js';
import { useOptionalEstateContext } from './provider.js';

export interface UseMortgageCalculatorOptions {
  /** Where the last inputs are kept; else the provider's `storage`, the client's, or `localStorage`. */
  storage?: KeyValueStorage;
  /** Shillings per dollar for the KES view; `KES_PER_USD` by default. */
  kesPerUsd?: number;
  /** Texts of the validation messages, when not the SDK's English. */
  messages?: Partial<EstateMessages>;
}

/** The numeric settings a form edits; a field being typed may hold NaN (blank) or an out-of-range value. */
export type MortgageNumberField = Exclude<keyof MortgageSettings, 'currency'>;

/**
 * The mortgage calculator of a listing priced `price` US dollars (ours, beyond the spec): the
 * inputs (deposit %, rate, term, stamp duty %, legal fees %, currency), the deposit also as an
 * amount (linked to its percentage), and `result`, the `calculateMortgage` of them: the summary,
 * or every field's message. The inputs start from the ones last used in this browser (kept as JSON
 * under `mortgageCalculator`, namespaced with the client's storage), else Kenyan defaults
 * (`MORTGAGE_DEFAULTS`); each valid change is saved, an invalid one is shown but never saved.
 * Amounts stay in dollars; `toCurrency` converts one for the chosen currency.
 */
export function useMortgageCalculator(price: number | string | null | undefined, options: UseMortgageCalculatorOptions = {}) {
  const context = useOptionalEstateContext();
  const clientStorage = (context?.client as { storage?: KeyValueStorage } | undefined)?.storage;
  const storage = useMemo(
    () => options.storage ?? context?.storage ?? clientStorage ?? defaultStorage(),
    [options.storage, context?.storage, clientStorage],
  );
  const kesPerUsd = options.kesPerUsd ?? KES_PER_USD;
  const priceUsd = toFiniteNumber(price) ?? Number.NaN;

  const [settings, setSettings] = useState<MortgageSettings>(() => readMortgageSettings(storage));

  const update = useCallback(
    (changes: Partial<MortgageSettings>) => {
      setSettings((current) => {
        const next = { ...current, ...changes };
        // Valid fields are remembered; one being typed wrong keeps its last saved value.
        writeMortgageSettings(storage, cleanMortgageSettings(next, readMortgageSettings(storage)));
        return next;
      });
    },
    [storage],
  );

  const setField = useCallback((field: MortgageNumberField, value: number) => update({ [field]: value }), [update]);
  const setCurrency = useCallback((currency: MortgageCurrency) => update({ currency }), [update]);
  /** The deposit as an amount in dollars: kept as its percentage of the price. */
  const setDepositAmount = useCallback(
    (amountUsd: number) => update({ depositPercent: priceUsd > 0 ? (amountUsd / priceUsd) * 100 : Number.NaN }),
    [update, priceUsd],
  );
  const reset = useCallback(() => {
    try {
      storage.removeItem(MORTGAGE_STORAGE_KEY);
    } catch {
      // Nothing more can be done; the defaults are shown either way.
    }
    setSettings({ ...MORTGAGE_DEFAULTS });
  }, [storage]);

  const depositAmount = (priceUsd * settings.depositPercent) / 100;
  const messages = options.messages;
  const result = useMemo(
    () =>
      calculateMortgage(
        {
          price: priceUsd,
          deposit: depositAmount,
          ratePercent: settings.ratePercent,
          years: settings.years,
          stampDutyPercent: settings.stampDutyPercent,
          legalFeesPercent: settings.legalFeesPercent,
        },
        { messages },
      ),
    [priceUsd, depositAmount, settings, messages],
  );
  const toCurrency = useCallback((amountUsd: number) => inCurrency(amountUsd, settings.currency, kesPerUsd), [settings.currency, kesPerUsd]);
  const isDefault = (Object.keys(MORTGAGE_DEFAULTS) as (keyof MortgageSettings)[]).every((key) => settings[key] === MORTGAGE_DEFAULTS[key]);

  return {
    /** The listing's price in dollars (NaN when it has none). */
    price: priceUsd,
    settings,
    currency: settings.currency,
    depositAmount,
    result,
    kesPerUsd,
    isDefault,
    setField,
    setDepositAmount,
    setCurrency,
    reset,
    toCurrency,
  };
}
