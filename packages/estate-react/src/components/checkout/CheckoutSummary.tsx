'use client';

import { checkCheckout, countryName, flagEmoji, formatKes, formatPaymentDate, formatUsd, toMinorUnits, upgradePlans, type CheckoutProfile, type CheckoutValue, type PaymentData, type PaymentStatus, type Plan, type PlanCode } from '@estate/sdk';
import { useInitiatePayment, useMyProfile, usePlans } from '@estate/sdk/react';
import { CreditCard, Lock, Pencil, ReceiptText, Smartphone, Sparkles } from '../../icons/index.js';
import { useId, useState, type ReactNode } from 'react';
import { MpesaPaymentView, type MpesaPaymentViewProps } from './MpesaPayment.js';
import { useMpesaCheckout } from './use-mpesa-checkout.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { useErrorText } from '../shared/error-text.js';
import { UpgradePlansDialog } from './UpgradePlans.js';
import { countryLocale, PAYMENT_STATUS_LABELS, PLAN_LABELS } from '../shared/internal.js';

/** What the checkout reads of the own profile: the billing details and what the checks need. */
export interface CheckoutSummaryProfile extends CheckoutProfile {
  full_name?: string | null;
}

export interface CheckoutSummaryViewProps {
  /** The own profile (billing information; the checks read its license and e-mail). */
  profile: CheckoutSummaryProfile | null | undefined;
  /** The initiated payment (`useInitiatePayment().paymentData`); none: no payment is waiting. */
  paymentData: PaymentData | null | undefined;
  /**
   * The plans (`usePlans().plans`): the payment's plan gives the monthly USD price shown beside
   * the KES amount charged. Without them only the KES amount shows.
   */
  plans?: readonly Plan[];
  /** 'Loading payment details...' and a skeleton: the profile or the payment is still loading. */
  loading?: boolean;
  /**
   * No payment is waiting and 'See the plans' was pressed: open the plans (`CheckoutSummary` opens
   * `UpgradePlansDialog`). Without it, the button is a link to the own profile, where plans are chosen.
   */
  onChoosePlan?: () => void;
  /** Shown instead of the summary, in red. */
  error?: string;
  /**
   * The six checks passed and Checkout was pressed: send the browser to `value.authorizationUrl`.
   * `CheckoutSummary` does `window.location.assign` by default.
   */
  onCheckout?: (value: CheckoutValue) => void;
  /** The e-mail on the profile differs from the payment's: only a warning (spec §5). */
  onWarning?: (warnings: string[]) => void;
  /**
   * Paying with M-Pesa instead (issue 26): with it, a 'Card' / 'M-Pesa' choice shows above the
   * button and M-Pesa shows `MpesaPaymentView` (its amount, plan and blocked state come from here).
   */
  mpesa?: Omit<MpesaPaymentViewProps, 'amount' | 'plan' | 'blocked'>;
  /** The method chosen first; 'card' by default. */
  defaultMethod?: PaymentMethod;
  className?: string;
}

/** How the checkout pays: Paystack's hosted card page, or M-Pesa on the phone. */
export type PaymentMethod = 'card' | 'mpesa';

function Row({ label, children, emphasis }: { label: string; children: ReactNode; emphasis?: boolean }) {
  return (
    <div className="est-checkout-row est-row est-between est-gap-4" data-emphasis={emphasis || undefined}>
      <dt className="est-muted">{label}</dt>
      <dd className="est-medium est-break">{children}</dd>
    </div>
  );
}

/**
 * The checkout page's content from plain props (spec §2 Checkout): billing information, the payment
 * summary in KES and the Checkout button. The six ordered checks of `checkCheckout` run on what is
 * shown; the first that fails shows in a green dismissible banner and the button is dimmed.
 */
export function CheckoutSummaryView({ profile, paymentData, plans, loading = false, error, onCheckout, onWarning, onChoosePlan, mpesa, defaultMethod = 'card', className }: CheckoutSummaryViewProps) {
  const t = useTranslate();
  const { messages, components, paths, locale, intlLocale } = useEstateUI();
  const root = useRootProps('checkout', 'est-stack est-gap-4', className);
  const { Link } = components;
  const [dismissed, setDismissed] = useState<string>();
  const [chosen, setChosen] = useState<PaymentMethod>(defaultMethod);
  const id = useId();
  const method: PaymentMethod = mpesa ? chosen : 'card';
  // While the phone is asked, or once paid, the method stays.
  const methodLocked = Boolean(mpesa && mpesa.phase !== 'idle' && mpesa.phase !== 'failed');

  if (loading) {
    return (
      <div {...root} aria-busy="true" data-state="loading">
        <span className="est-visually-hidden" role="status">
          {t('loadingPaymentDetails')}
        </span>
        {[0, 1].map((card) => (
          <section key={card} className="est-checkout-card est-card-raised est-stack est-gap-4">
            <Skeleton width="45%" height="1.25rem" />
            {[0, 1, 2, 3, 4].map((row) => (
              <div key={row} className="est-checkout-row est-row est-between est-gap-4">
                <Skeleton width="30%" height="0.9rem" />
                <Skeleton width="40%" height="0.9rem" />
              </div>
            ))}
            {card === 1 && <Skeleton width="100%" height="3rem" radius="var(--est-radius)" />}
          </section>
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <div {...root} data-state="error">
        <p className="est-checkout-error est-medium" role="alert">
          {error}
        </p>
      </div>
    );
  }
  if (!paymentData) {
    // Nothing is loading: the payment lives only in this page's memory (the plans start it), so
    // after a reload or a direct visit there is none, and saying 'Loading...' would wait forever.
    return (
      <div {...root} data-state="empty">
        <section className="est-checkout-empty est-card-raised est-stack est-gap-3" aria-labelledby={`${id}-empty`}>
          <span className="est-checkout-empty-icon est-inline est-justify-center est-pill est-text-accent" aria-hidden>
            <ReceiptText size={28} />
          </span>
          <h2 id={`${id}-empty`} className="est-text-lg est-semibold">
            {t('checkoutNoPaymentTitle')}
          </h2>
          <p className="est-muted">{t('checkoutNoPaymentBody')}</p>
          {onChoosePlan ? (
            <Button size="lg" icon={<Sparkles size={16} aria-hidden />} onClick={onChoosePlan}>
              {t('checkoutSeePlans')}
            </Button>
          ) : (
            <Link href={paths.myProfile()} className="est-button" data-variant="primary" data-size="lg">
              <Sparkles size={16} aria-hidden />
              {t('checkoutSeePlans')}
            </Link>
          )}
        </section>
      </div>
    );
  }

  const result = checkCheckout({ paymentData, profile }, { messages });
  const blocked = result.ok ? undefined : result.error.message;
  const na = t('notAvailable');
  const text = (value: string | null | undefined) => value?.trim() || na;
  const fullName = profile?.full_name?.trim() || [profile?.first_name, profile?.last_name].filter((part) => part?.trim()).join(' ');
  const license = profile?.license_number?.trim() || profile?.license?.trim();
  const country = profile?.country?.trim() ? `${flagEmoji(profile.country)} ${countryName(profile.country, countryLocale(locale)) ?? profile.country}`.trim() : undefined;
  const planCode = paymentData.plan_name as PlanCode;
  const plan = paymentData.plan_display_name?.trim() || (PLAN_LABELS[planCode] ? t(PLAN_LABELS[planCode]) : paymentData.plan_name);
  const payment = paymentData.payment;
  // Paying with M-Pesa, the status is the charge's: paid, or failed on the phone.
  const mpesaStatus: PaymentStatus | undefined = method === 'mpesa' && mpesa ? (mpesa.phase === 'success' ? 'success' : mpesa.phase === 'failed' ? 'failed' : undefined) : undefined;
  const status = mpesaStatus ?? (payment?.payment_status as PaymentStatus | undefined);
  const price = formatKes(payment?.amount);
  // The plan's dollar price is for display; what is charged is the payment's KES amount, which the
  // server took from the same plan (`amount_kes`): one source for both, no rate applied here.
  const usd = formatUsd(plans?.find((item) => item.plan_code === paymentData.plan_name)?.price);
  // A payment date is when it was paid: a pending (or failed) payment has none yet.
  const paidAt = status === 'success' ? payment?.paid_at ?? payment?.created_at : null;

  const press = () => {
    if (!result.ok) {
      setDismissed(undefined);
      return;
    }
    if (result.warnings.length) onWarning?.(result.warnings);
    onCheckout?.(result.value);
  };

  return (
    <div {...root} data-state="ready">
      {blocked && dismissed !== blocked && (
        <Banner tone="success" className="est-checkout-banner" onDismiss={() => setDismissed(blocked)}>
          {blocked}
        </Banner>
      )}
      <div className="est-checkout-grid est-grid est-gap-4">
        <section className="est-checkout-card est-card-raised est-stack est-gap-4" aria-labelledby={`${id}-billing`}>
          <header className="est-checkout-card-head est-row est-wrap est-between est-gap-2">
            <h2 id={`${id}-billing`} className="est-text-lg est-semibold">{t('billingInformation')}</h2>
            <Link href={paths.editProfile()} className="est-checkout-edit est-text-accent est-inline est-gap-1 est-text-sm est-medium">
              <Pencil size={14} aria-hidden />
              {t('checkoutEditBilling')}
            </Link>
          </header>
          <dl className="est-checkout-rows est-stack">
            <Row label={t('fullName')}>{text(fullName)}</Row>
            <Row label={t('email')}>{text(profile?.email)}</Row>
            <Row label={t('phoneNumber')}>{text(profile?.phone_number)}</Row>
            <Row label={t('licenseNumber')}>{text(license)}</Row>
            <Row label={t('checkoutCountry')}>{text(country)}</Row>
            <Row label={t('checkoutCity')}>{text(profile?.city)}</Row>
          </dl>
        </section>

        <section className="est-checkout-card est-card-raised est-stack est-gap-4" aria-labelledby={`${id}-summary`}>
          <header className="est-checkout-card-head est-row est-wrap est-between est-gap-2">
            <h2 id={`${id}-summary`} className="est-text-lg est-semibold">{t('paymentSummary')}</h2>
          </header>
          <dl className="est-checkout-rows est-stack">
            <Row label={t('plan')}>{text(plan)}</Row>
            <Row label={t('paymentStatus')}>
              <span className="est-checkout-status est-pill est-text-xs est-semibold" data-status={status}>
                {status && PAYMENT_STATUS_LABELS[status] ? t(PAYMENT_STATUS_LABELS[status]) : text(status)}
              </span>
            </Row>
            <Row label={t('paymentDate')}>{formatPaymentDate(paidAt, { locale: intlLocale, messages })}</Row>
            <Row label={t('paymentMethod')}>
              <span className="est-checkout-method est-inline est-gap-2">
                {method === 'mpesa' ? <Smartphone size={16} aria-hidden /> : <CreditCard size={16} aria-hidden />}
                {method === 'mpesa' ? t('payMethodMpesa') : t('checkoutPaystack')}
              </span>
            </Row>
            <Row label={t('checkoutPrice')} emphasis>
              {price || na}
              {price && usd && <span className="est-checkout-usd est-text-sm est-medium est-muted">{t('checkoutUsdBeside', { usd })}</span>}
            </Row>
          </dl>
          {price && <p className="est-checkout-currency est-text-xs est-muted">{t('checkoutChargedInKes')}</p>}
          {mpesa && (
            <div className="est-checkout-methods est-segmented est-sunken est-rounded" role="group" aria-label={t('payMethodLabel')}>
              <button type="button" aria-pressed={method === 'card'} disabled={methodLocked} onClick={() => setChosen('card')}>
                <CreditCard size={16} aria-hidden />
                {t('payMethodCard')}
              </button>
              <button type="button" aria-pressed={method === 'mpesa'} disabled={methodLocked} onClick={() => setChosen('mpesa')}>
                <span className="est-mpesa-mark" aria-hidden />
                {t('payMethodMpesa')}
              </button>
            </div>
          )}
          {method === 'mpesa' && mpesa ? (
            <MpesaPaymentView {...mpesa} amount={price || na} plan={text(plan)} blocked={Boolean(blocked)} />
          ) : (
            <>
          <Button
            className="est-checkout-button est-full"
            size="lg"
            icon={<Lock size={16} aria-hidden />}
            onClick={press}
            aria-disabled={blocked ? true : undefined}
            data-dimmed={blocked ? true : undefined}
            data-amount={toMinorUnits(payment?.amount)}
          >
            {t('checkout')}
          </Button>
          <p className="est-checkout-secure est-text-center est-text-xs est-muted">{t('checkoutSecure')}</p>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

export interface CheckoutSummaryProps {
  /**
   * Where Checkout sends the browser; `window.location.assign(authorizationUrl)` by default (the
   * provider's hosted page). A partner or a test can replace it.
   */
  onCheckout?: (value: CheckoutValue) => void;
  className?: string;
}

const assign = (value: CheckoutValue) => window.location.assign(value.authorizationUrl);

/**
 * The /checkout page, read through the SDK: the payment that `UpgradePlans` (any
 * `useInitiatePayment` of the page) initiated, and the own profile.
 */
export function CheckoutSummary({ onCheckout = assign, className }: CheckoutSummaryProps) {
  const { messages } = useEstateUI();
  const { profile, isLoading, error } = useMyProfile();
  const { plans } = usePlans();
  const { paymentData } = useInitiatePayment({ messages });
  const errorText = useErrorText();
  const [plansOpen, setPlansOpen] = useState(false);
  const mpesa = useMpesaCheckout(paymentData, profile);
  return (
    <>
      <CheckoutSummaryView
        mpesa={mpesa}
        profile={profile}
        paymentData={paymentData}
        plans={plans}
        loading={isLoading}
        error={error && !profile ? errorText(error) : undefined}
        onCheckout={onCheckout}
        onWarning={(warnings) => warnings.forEach((warning) => console.warn(warning))}
        onChoosePlan={profile ? () => setPlansOpen(true) : undefined}
        className={className}
      />
      {profile && (
        // A plan chosen here starts its payment, which this page then shows: the dialog just closes.
        <UpgradePlansDialog open={plansOpen} onOpenChange={setPlansOpen} onlyPlans={upgradePlans(profile)} onInitiated={() => setPlansOpen(false)} />
      )}
    </>
  );
}
