'use client';

import { formatKes, formatUsd, MORTGAGE_LIMITS, numberFormat, type KeyValueStorage, type MortgageCurrency } from '@estate/sdk';
import { useMortgageCalculator } from '@estate/sdk/react';
import { RotateCcw } from '../../icons/index.js';
import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Button } from '../../primitives/Button.js';
import { FieldErrors } from '../../primitives/Field.js';
import { localFieldErrors } from '../shared/error-text.js';

const CURRENCIES: MortgageCurrency[] = ['USD', 'KES'];

/** A number as typed: blank or not a number is NaN; spaces and thousands commas are ignored ('50,000'). */
function parseNumber(text: string, decimalComma: boolean): number {
  let clean = text.replace(/[\s\u00a0\u202f]/g, '');
  // In French '4,5' is four and a half; elsewhere a comma only groups thousands.
  clean = decimalComma && !clean.includes('.') ? clean.replace(',', '.') : clean.replace(/,/g, '');
  return clean === '' ? Number.NaN : Number(clean);
}

/** Whether the typed text already says `value` to the field's precision (so typing is never overwritten). */
function sameNumber(typed: number, value: number, digits: number): boolean {
  if (Number.isNaN(typed) || Number.isNaN(value)) return Number.isNaN(typed) && Number.isNaN(value);
  return Math.abs(typed - value) < 0.5 * 10 ** -digits;
}

/** The value as the field shows it when not being typed in: the locale's decimal sign, thousands grouped when asked. */
function formatInput(value: number, digits: number, intlLocale: string, group: boolean): string {
  if (!Number.isFinite(value)) return '';
  return numberFormat(intlLocale, { maximumFractionDigits: digits, useGrouping: group }).format(value + 0);
}

/** The room the input leaves for its currency and unit, in characters (the CSS adds the gaps). */
function affixWidths(prefix: string | undefined, suffix: string | undefined): CSSProperties {
  return {
    '--est-mortgage-prefix': `${prefix ? prefix.length + 0.5 : 0}ch`,
    '--est-mortgage-prefix-on': prefix ? 1 : 0,
    '--est-mortgage-suffix': `${suffix ? suffix.length + 0.5 : 0}ch`,
    '--est-mortgage-suffix-on': suffix ? 1 : 0,
  } as CSSProperties;
}

interface NumberFieldProps {
  label: string;
  value: number;
  onValue: (value: number) => void;
  errors?: string[];
  /** Fraction digits the field shows once it is not being typed in. */
  digits?: number;
  /** Shown inside the field: a currency before, a unit after. */
  prefix?: string;
  suffix?: string;
  /** Groups thousands when not being typed in ('50,000'): for amounts. */
  group?: boolean;
  /** Hides the label for a field whose group already says what it is. */
  hideLabel?: boolean;
  /** The id of a message about this field shown elsewhere (the deposit group's). */
  describedBy?: string;
  invalid?: boolean;
  name: string;
}

/**
 * A text field for a number: what is typed stays as typed (a trailing '.' or a blank is fine while
 * editing), and it follows the value when that changes from elsewhere (reset, the linked deposit).
 */
function NumberField({ label, value, onValue, errors, digits = 2, group = false, prefix, suffix, hideLabel, describedBy, invalid, name }: NumberFieldProps) {
  const id = useId();
  const { locale, intlLocale } = useEstateUI();
  const decimalComma = locale === 'fr';
  const [text, setText] = useState(() => formatInput(value, digits, intlLocale, group));
  useEffect(() => {
    setText((current) => (sameNumber(parseNumber(current, decimalComma), value, digits) ? current : formatInput(value, digits, intlLocale, group)));
  }, [value, digits, decimalComma, intlLocale, group]);
  const errorId = errors?.length ? `${id}-error` : undefined;
  const isInvalid = invalid || Boolean(errors?.length);
  return (
    <div className="est-field est-mortgage-field" data-invalid={isInvalid || undefined}>
      <label className={hideLabel ? 'est-visually-hidden' : 'est-field-label'} htmlFor={id}>
        {label}
      </label>
      <div className="est-mortgage-input est-relative" style={affixWidths(prefix, suffix)}>
        {prefix && (
          <span className="est-mortgage-affix est-absolute est-nowrap est-row est-text-sm est-muted" data-side="prefix" aria-hidden>
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={name}
          className="est-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={isInvalid || undefined}
          aria-describedby={[errorId, describedBy].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            setText(event.target.value);
            onValue(parseNumber(event.target.value, decimalComma));
          }}
          onBlur={() => {
            const typed = parseNumber(text, decimalComma);
            if (Number.isFinite(typed)) setText(formatInput(typed, digits, intlLocale, group));
          }}
        />
        {suffix && (
          <span className="est-mortgage-affix est-absolute est-nowrap est-row est-text-sm est-muted" data-side="suffix" aria-hidden>
            {suffix}
          </span>
        )}
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

function Row({ label, hint, children, tone }: { label: string; hint?: string; children: ReactNode; tone?: 'total' }) {
  return (
    <div className="est-mortgage-row est-flex est-wrap est-between" data-tone={tone}>
      <dt className="est-stack est-muted">
        {label}
        {hint && <span className="est-mortgage-row-hint est-text-xs est-muted">{hint}</span>}
      </dt>
      <dd className="est-nowrap est-medium est-tabular">{children}</dd>
    </div>
  );
}

export interface MortgageCalculatorProps {
  /** The listing's price in US dollars (a decimal string as the API sends it is fine). */
  price: number | string | null | undefined;
  /** Where the last inputs are kept; else the provider's storage or `localStorage`. */
  storage?: KeyValueStorage;
  /** Shillings per dollar for the KES view; the SDK's `KES_PER_USD` (the plans' rate) by default. */
  kesPerUsd?: number;
  /** The heading's level in the page (h2 by default). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The mortgage and cost calculator of a listing for sale (ours, beyond the spec): the price, the
 * deposit as an amount and a percentage (linked), the rate, the term (slider and number), stamp
 * duty and legal fees as percentages, a USD/KES switch, then the monthly payment, principal against
 * interest as a bar, the loan's totals, the purchase costs and the cash needed upfront. Invalid
 * inputs are marked where they are and the results wait for them (never NaN). The inputs are
 * remembered in this browser (`useMortgageCalculator`); 'Reset to defaults' forgets them.
 */
export function MortgageCalculator({ price, storage, kesPerUsd, headingLevel = 2, className }: MortgageCalculatorProps) {
  const t = useTranslate();
  const { messages, intlLocale } = useEstateUI();
  const root = useRootProps('mortgage', 'est-card-raised est-stack est-gap-5', className);
  const titleId = useId();
  const depositErrorId = useId();
  const calculator = useMortgageCalculator(price, { storage, kesPerUsd, messages });
  const { settings, currency, result, toCurrency } = calculator;
  const errors = result.ok ? {} : localFieldErrors(messages, result.error);
  const money = (amountUsd: number) => {
    const amount = Math.round(toCurrency(amountUsd));
    return currency === 'KES' ? formatKes(amount) : formatUsd(amount);
  };
  const decimal = numberFormat(intlLocale, { maximumFractionDigits: 2 });
  const rate = decimal.format(calculator.kesPerUsd);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const hasPrice = calculator.price > 0;
  const years = Number.isFinite(settings.years) ? Math.min(Math.max(settings.years, MORTGAGE_LIMITS.years.min), MORTGAGE_LIMITS.years.max) : MORTGAGE_LIMITS.years.min;
  const summary = result.ok ? result.value : undefined;
  const principalShare = summary && summary.totalPaid > 0 ? (summary.loanAmount / summary.totalPaid) * 100 : 100;

  return (
    <section {...root} aria-labelledby={titleId} data-state={summary ? 'ready' : 'invalid'}>
      <header className="est-mortgage-header est-align-start est-flex est-wrap est-between est-gap-3">
        <div>
          <Heading id={titleId} className="est-mortgage-title est-text-xl est-semibold est-tight">
            {t('mortgageTitle')}
          </Heading>
          <p className="est-mortgage-subtitle est-text-sm est-muted">{t('mortgageSubtitle')}</p>
        </div>
        <div className="est-mortgage-header-actions est-row est-wrap est-gap-2">
          <div className="est-mortgage-currency est-segmented est-sunken est-pill" role="group" aria-label={t('mortgageCurrency')}>
            {CURRENCIES.map((code) => (
              <button key={code} type="button" aria-pressed={currency === code} onClick={() => calculator.setCurrency(code)}>
                {code}
              </button>
            ))}
          </div>
          <Button variant="ghost" size="sm" icon={<RotateCcw size={16} aria-hidden />} disabled={calculator.isDefault} onClick={calculator.reset}>
            {t('mortgageReset')}
          </Button>
        </div>
      </header>

      {!hasPrice ? (
        <p className="est-mortgage-empty est-muted">{t('mortgagePriceMissing')}</p>
      ) : (
        <div className="est-mortgage-body est-grid est-gap-5">
          <div className="est-mortgage-inputs est-stack est-gap-4">
            <div className="est-mortgage-price est-flex est-wrap est-between est-gap-3">
              <span className="est-mortgage-label est-text-xs est-medium est-muted">{t('mortgageHomePrice')}</span>
              <span className="est-mortgage-price-value est-tabular est-text-lg est-semibold" data-testid="mortgage-price">
                {money(calculator.price)}
              </span>
            </div>

            <fieldset className="est-mortgage-group est-shrink est-stack est-gap-1" data-invalid={errors.deposit ? true : undefined}>
              <legend className="est-field-label">{t('mortgageDeposit')}</legend>
              <div className="est-mortgage-pair est-grid est-gap-3">
                <NumberField
                  name="depositAmount"
                  label={t('mortgageDepositAmount', { currency })}
                  hideLabel
                  invalid={Boolean(errors.deposit)}
                  describedBy={errors.deposit && depositErrorId}
                  value={toCurrency(calculator.depositAmount)}
                  digits={0}
                  group
                  prefix={currency === 'KES' ? 'KES' : '$'}
                  onValue={(amount) => calculator.setDepositAmount(amount / toCurrency(1))}
                />
                <NumberField
                  name="depositPercent"
                  label={t('mortgageDepositPercent')}
                  hideLabel
                  invalid={Boolean(errors.deposit)}
                  describedBy={errors.deposit && depositErrorId}
                  value={settings.depositPercent}
                  suffix="%"
                  onValue={(value) => calculator.setField('depositPercent', value)}
                />
              </div>
              <FieldErrors id={depositErrorId} errors={errors.deposit} />
            </fieldset>

            <NumberField name="ratePercent" label={t('mortgageRate')} value={settings.ratePercent} suffix="%" errors={errors.ratePercent} onValue={(value) => calculator.setField('ratePercent', value)} />

            <div className="est-mortgage-term est-stack est-gap-2">
              <NumberField name="years" label={t('mortgageTerm')} value={settings.years} digits={0} suffix={t('mortgageYears')} errors={errors.years} onValue={(value) => calculator.setField('years', value)} />
              <input
                className="est-mortgage-slider est-full"
                type="range"
                aria-label={t('mortgageTermSlider')}
                min={MORTGAGE_LIMITS.years.min}
                max={MORTGAGE_LIMITS.years.max}
                step={1}
                value={years}
                style={{ '--est-mortgage-fill': `${((years - MORTGAGE_LIMITS.years.min) / (MORTGAGE_LIMITS.years.max - MORTGAGE_LIMITS.years.min)) * 100}%` } as CSSProperties}
                onChange={(event) => calculator.setField('years', Number(event.target.value))}
              />
            </div>

            <div className="est-mortgage-pair est-grid est-gap-3">
              <NumberField name="stampDutyPercent" label={t('mortgageStampDuty')} value={settings.stampDutyPercent} suffix="%" errors={errors.stampDutyPercent} onValue={(value) => calculator.setField('stampDutyPercent', value)} />
              <NumberField name="legalFeesPercent" label={t('mortgageLegalFees')} value={settings.legalFeesPercent} suffix="%" errors={errors.legalFeesPercent} onValue={(value) => calculator.setField('legalFeesPercent', value)} />
            </div>
          </div>

          <div className="est-mortgage-results est-sunken est-stack est-gap-4" aria-live="polite">
            <div className="est-mortgage-monthly est-stack est-gap-1">
              <span className="est-mortgage-label est-text-xs est-medium est-muted">{t('mortgageMonthlyPayment')}</span>
              <p className="est-mortgage-monthly-value est-tracking-tighter est-flex est-tabular est-wrap est-bold est-tight" data-testid="mortgage-monthly">
                {summary ? money(summary.monthlyPayment) : '—'}
                {summary && <span className="est-mortgage-monthly-unit est-text-sm est-muted"> {t('mortgagePerMonth')}</span>}
              </p>
              {!summary && <p className="est-mortgage-invalid est-text-sm">{t('mortgageFixFields')}</p>}
            </div>

            {summary && (
              <>
                <div className="est-mortgage-breakdown est-stack est-gap-2">
                  <div
                    className="est-mortgage-bar est-clip est-flex est-pill"
                    role="img"
                    aria-label={t('mortgageBreakdown', { principal: money(summary.loanAmount), interest: money(summary.totalInterest) })}
                  >
                    <span className="est-mortgage-bar-principal" style={{ width: `${principalShare}%` }} />
                    <span className="est-mortgage-bar-interest" style={{ width: `${100 - principalShare}%` }} />
                  </div>
                  <ul className="est-mortgage-legend est-flex est-wrap est-text-xs est-muted" aria-hidden>
                    <li data-part="principal" className="est-inline est-gap-1">
                      {t('mortgagePrincipal')} <strong>{money(summary.loanAmount)}</strong>
                    </li>
                    <li data-part="interest" className="est-inline est-gap-1">
                      {t('mortgageInterest')} <strong>{money(summary.totalInterest)}</strong>
                    </li>
                  </ul>
                </div>

                <dl className="est-mortgage-rows est-stack est-gap-2 est-text-sm">
                  <Row label={t('mortgageLoanAmount')}>{money(summary.loanAmount)}</Row>
                  <Row label={t('mortgageTotalInterest')}>{money(summary.totalInterest)}</Row>
                  <Row label={t('mortgageTotalPaid', { count: summary.months })}>{money(summary.totalPaid)}</Row>
                </dl>

                <div className="est-mortgage-costs est-divided est-stack est-gap-2">
                  <span className="est-mortgage-label est-text-xs est-medium est-muted">{t('mortgagePurchaseCosts')}</span>
                  <dl className="est-mortgage-rows est-stack est-gap-2 est-text-sm">
                    <Row label={`${t('mortgageStampDuty')} (${decimal.format(settings.stampDutyPercent)}%)`}>{money(summary.costs.stampDuty)}</Row>
                    <Row label={`${t('mortgageLegalFees')} (${decimal.format(settings.legalFeesPercent)}%)`}>{money(summary.costs.legalFees)}</Row>
                    <Row label={t('mortgageCashUpfront')} hint={t('mortgageCashUpfrontHint')} tone="total">
                      <span data-testid="mortgage-cash">{money(summary.cashUpfront)}</span>
                    </Row>
                  </dl>
                </div>
              </>
            )}
            <p className="est-mortgage-note est-text-xs est-muted">{t('mortgageRateNote', { rate })}</p>
          </div>
        </div>
      )}
    </section>
  );
}
