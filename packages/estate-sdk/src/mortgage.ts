import { KES_PER_USD } from './format/money.js';
import type { ErrorValues } from './client/errors.js';
import type { ErrorCode } from './error-codes.js';
import { resolveMessages, type EstateMessages, type WithMessages } from './messages.js';
import { addIssue, fail, pass, type FieldIssues, type RuleResult } from './rules/result.js';
import { readJson, type KeyValueStorage } from './storage.js';

/**
 * The mortgage and purchase-cost calculator of a listing for sale (ours, beyond the spec): pure
 * functions, no React. Amounts are in the listing's currency (US dollars); `usdToKes` turns any of
 * them into shillings for display.
 */

/** The ranges the calculator accepts, inclusive. */
export const MORTGAGE_LIMITS = {
  /** An annual rate above 30% is a typing mistake, not a mortgage. */
  ratePercent: { min: 0, max: 30 },
  /** Whole years; Kenyan lenders go to 25, a few markets to 40. */
  years: { min: 1, max: 40 },
  depositPercent: { min: 0, max: 100 },
  /** Stamp duty and legal fees, each as a percentage of the price. */
  costPercent: { min: 0, max: 20 },
} as const;

/**
 * The defaults, chosen for a buyer in Kenya (the product's market); every one is editable and is a
 * rough starting point, not advice:
 * - deposit 20%: Kenyan banks lend up to about 80–90% of the value (KMRC-backed loans up to 90%);
 * - rate 13% a year: about the average rate of Kenyan bank mortgages in CBK's Bank Supervision
 *   annual reports of recent years (roughly 12–14%);
 * - term 20 years: the usual tenor of Kenyan mortgages (15–25 years);
 * - stamp duty 4%: the Stamp Duty Act's rate for property in a municipality (2% outside one);
 * - legal fees 1.5%: about what the Advocates Remuneration Order's conveyancing scale comes to
 *   for a home, before VAT.
 */
export const MORTGAGE_DEFAULTS = {
  depositPercent: 20,
  ratePercent: 13,
  years: 20,
  stampDutyPercent: 4,
  legalFeesPercent: 1.5,
  currency: 'USD',
} as const satisfies MortgageSettings;

/** Where `useMortgageCalculator` keeps the last inputs (JSON, per browser, namespaced with the client's storage). */
export const MORTGAGE_STORAGE_KEY = 'mortgageCalculator';

export type MortgageCurrency = 'USD' | 'KES';

/** What the calculator remembers: everything but the price, which is the listing's. */
export interface MortgageSettings {
  depositPercent: number;
  ratePercent: number;
  years: number;
  stampDutyPercent: number;
  legalFeesPercent: number;
  currency: MortgageCurrency;
}

export type MortgageField = 'price' | 'deposit' | 'depositPercent' | 'ratePercent' | 'years' | 'stampDutyPercent' | 'legalFeesPercent';

/** The code of a refused calculation: the first refused field's kind. Each field's issue has its own (`mortgage_rate_range`, ...). */
export type MortgageFailureReason = 'invalid_price' | 'invalid_deposit' | 'invalid_rate' | 'invalid_term' | 'invalid_costs';

export interface MortgagePaymentInput {
  price: number;
  deposit: number;
  /** Annual interest rate in percent (13 for 13%). */
  ratePercent: number;
  years: number;
}

export interface MortgagePayment {
  loanAmount: number;
  /** The fixed monthly repayment of principal and interest. */
  monthlyPayment: number;
  months: number;
  totalInterest: number;
  /** Every monthly payment added up: the loan plus the interest. */
  totalPaid: number;
}

export interface PurchaseCostsInput {
  price: number;
  stampDutyPercent: number;
  legalFeesPercent: number;
}

export interface PurchaseCosts {
  stampDuty: number;
  legalFees: number;
  total: number;
}

export interface MortgageInput extends MortgagePaymentInput, Omit<PurchaseCostsInput, 'price'> {}

export interface MortgageSummary extends MortgagePayment {
  costs: PurchaseCosts;
  deposit: number;
  /** What the buyer pays before the first instalment: the deposit and the purchase costs. */
  cashUpfront: number;
  /** The deposit, every instalment and the purchase costs. */
  totalCost: number;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Collects the first issue of each field, the first field's reason winning. */
class Problems {
  readonly issues: FieldIssues<MortgageField> = {};
  reason: MortgageFailureReason | undefined;
  message = '';
  constructor(readonly messages: EstateMessages) {}

  add(field: MortgageField, reason: MortgageFailureReason, code: ErrorCode, values?: ErrorValues) {
    if (this.issues[field]) return;
    addIssue(this.issues, field, this.messages, code, values);
    if (!this.reason) {
      this.reason = reason;
      this.message = this.issues[field]![0]!.message;
    }
  }

  /** A number within [min, max]; blank, NaN and out-of-range values are problems. */
  range(field: MortgageField, reason: MortgageFailureReason, value: unknown, limits: { min: number; max: number }, code: ErrorCode, options: { whole?: boolean } = {}) {
    if (!isNumber(value)) return this.add(field, reason, 'mortgage_number_required');
    if (value < limits.min || value > limits.max || (options.whole && !Number.isInteger(value))) this.add(field, reason, code, limits);
  }

  result<Value>(value: () => Value): RuleResult<Value, MortgageFailureReason> {
    return this.reason ? fail(this.reason, this.messages, this.issues, {}, this.message) : pass(value());
  }
}

function checkPrice(problems: Problems, price: unknown) {
  if (!isNumber(price) || price <= 0) problems.add('price', 'invalid_price', 'mortgage_price_missing');
}

function checkPayment(problems: Problems, input: MortgagePaymentInput) {
  checkPrice(problems, input.price);
  if (!isNumber(input.deposit)) problems.add('deposit', 'invalid_deposit', 'mortgage_number_required');
  else if (input.deposit < 0) problems.add('deposit', 'invalid_deposit', 'mortgage_negative');
  else if (isNumber(input.price) && input.deposit > input.price) problems.add('deposit', 'invalid_deposit', 'mortgage_deposit_too_high');
  problems.range('ratePercent', 'invalid_rate', input.ratePercent, MORTGAGE_LIMITS.ratePercent, 'mortgage_rate_range');
  problems.range('years', 'invalid_term', input.years, MORTGAGE_LIMITS.years, 'mortgage_term_range', { whole: true });
}

function checkCosts(problems: Problems, input: PurchaseCostsInput) {
  checkPrice(problems, input.price);
  problems.range('stampDutyPercent', 'invalid_costs', input.stampDutyPercent, MORTGAGE_LIMITS.costPercent, 'mortgage_percent_range');
  problems.range('legalFeesPercent', 'invalid_costs', input.legalFeesPercent, MORTGAGE_LIMITS.costPercent, 'mortgage_percent_range');
}

/** Standard amortisation: `P·r / (1 − (1 + r)^−n)` with the monthly rate `r`; a 0% loan is `P / n`. */
function amortise({ price, deposit, ratePercent, years }: MortgagePaymentInput): MortgagePayment {
  const loanAmount = price - deposit;
  const months = years * 12;
  const monthlyRate = ratePercent / 100 / 12;
  const monthlyPayment = monthlyRate === 0 ? loanAmount / months : (loanAmount * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  const totalPaid = monthlyPayment * months;
  return { loanAmount, monthlyPayment, months, totalInterest: totalPaid - loanAmount, totalPaid };
}

/**
 * The monthly repayment of a loan of `price − deposit` over `years` at `ratePercent` a year,
 * compounded monthly. Refused, with a message per field: a price that is not positive, a deposit
 * that is blank, negative or more than the price, a rate outside 0–30%, a term that is not a whole
 * number of years from 1 to 40. Amounts are not rounded; round when showing them.
 */
export function mortgagePayment(input: MortgagePaymentInput, options: WithMessages = {}): RuleResult<MortgagePayment, MortgageFailureReason> {
  const problems = new Problems(resolveMessages(options.messages));
  checkPayment(problems, input);
  return problems.result(() => amortise(input));
}

/** Stamp duty and legal fees as percentages of the price (each 0–20%), and their total. */
export function purchaseCosts(input: PurchaseCostsInput, options: WithMessages = {}): RuleResult<PurchaseCosts, MortgageFailureReason> {
  const problems = new Problems(resolveMessages(options.messages));
  checkCosts(problems, input);
  return problems.result(() => {
    const stampDuty = (input.price * input.stampDutyPercent) / 100;
    const legalFees = (input.price * input.legalFeesPercent) / 100;
    return { stampDuty, legalFees, total: stampDuty + legalFees };
  });
}

/**
 * The whole calculation: the repayment, the purchase costs, the cash needed upfront (deposit and
 * costs) and the total cost. Every field's problem is reported at once, so a form can mark them all.
 */
export function calculateMortgage(input: MortgageInput, options: WithMessages = {}): RuleResult<MortgageSummary, MortgageFailureReason> {
  const problems = new Problems(resolveMessages(options.messages));
  checkPayment(problems, input);
  checkCosts(problems, input);
  return problems.result(() => {
    const payment = amortise(input);
    const stampDuty = (input.price * input.stampDutyPercent) / 100;
    const legalFees = (input.price * input.legalFeesPercent) / 100;
    const costs = { stampDuty, legalFees, total: stampDuty + legalFees };
    const cashUpfront = input.deposit + costs.total;
    return { ...payment, costs, deposit: input.deposit, cashUpfront, totalCost: payment.totalPaid + cashUpfront };
  });
}

/** An amount in `currency`, from dollars: shillings at `kesPerUsd` (`KES_PER_USD`). */
export function inCurrency(amountUsd: number, currency: MortgageCurrency, kesPerUsd: number = KES_PER_USD): number {
  return currency === 'KES' ? amountUsd * kesPerUsd : amountUsd;
}

/**
 * `value` as settings: each field that is missing, of the wrong type or out of range is taken from
 * `fallback` (the defaults unless given). A stored value from an older version never breaks the form.
 */
export function cleanMortgageSettings(value: unknown, fallback: MortgageSettings = MORTGAGE_DEFAULTS): MortgageSettings {
  const record: Partial<Record<keyof MortgageSettings, unknown>> = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const within = (field: Exclude<keyof MortgageSettings, 'currency'>, limits: { min: number; max: number }, whole = false) => {
    const candidate = record[field];
    return isNumber(candidate) && candidate >= limits.min && candidate <= limits.max && (!whole || Number.isInteger(candidate)) ? candidate : fallback[field];
  };
  return {
    depositPercent: within('depositPercent', MORTGAGE_LIMITS.depositPercent),
    ratePercent: within('ratePercent', MORTGAGE_LIMITS.ratePercent),
    years: within('years', MORTGAGE_LIMITS.years, true),
    stampDutyPercent: within('stampDutyPercent', MORTGAGE_LIMITS.costPercent),
    legalFeesPercent: within('legalFeesPercent', MORTGAGE_LIMITS.costPercent),
    currency: record.currency === 'KES' || record.currency === 'USD' ? record.currency : fallback.currency,
  };
}

/** The settings kept under `MORTGAGE_STORAGE_KEY`, cleaned (`cleanMortgageSettings`); the defaults when none are. */
export function readMortgageSettings(storage: KeyValueStorage, key: string = MORTGAGE_STORAGE_KEY): MortgageSettings {
  try {
    return cleanMortgageSettings(readJson<unknown>(storage, key));
  } catch {
    return { ...MORTGAGE_DEFAULTS };
  }
}

/** Saves the settings as JSON; a storage that refuses (full, disabled) simply does not remember. */
export function writeMortgageSettings(storage: KeyValueStorage, settings: MortgageSettings, key: string = MORTGAGE_STORAGE_KEY): void {
  try {
    storage.setItem(key, JSON.stringify(settings));
  } catch {
    // Quota exceeded or storage disabled: the inputs are not remembered, the calculator still works.
  }
}
