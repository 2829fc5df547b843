'use client';

import { formatKes, formatUsd, type PaymentData, type Plan, type PlanCode, type Profile } from '@estate/sdk';
import { useInitiatePayment, useMyProfile, usePlans, useUpdateProfile } from '@estate/sdk/react';
import { ArrowLeft, ArrowRight, Check, Sparkles } from '../../icons/index.js';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { TextField } from '../../primitives/Field.js';
import { Skeleton } from '../../primitives/Skeleton.js';
import { useToast } from '../../primitives/Toast.js';
import { localFieldErrors, useErrorText } from '../shared/error-text.js';
import { PLAN_LABELS } from '../shared/internal.js';

const FEATURE_FIELDS = ['text', 'text2', 'text3', 'text4', 'text5', 'text6'] as const;
/** The server's code for an agent plan chosen without a license (spec §5 check 2's text). */
const LICENSE_NEEDED = 'license_needed';

export interface UpgradePlansViewProps {
  plans: readonly Plan[];
  /** Plans are loading: cards of their shape. */
  loading?: boolean;
  /** Why the plans could not be loaded. */
  error?: string;
  /** The plan being initiated: its button shows a spinner, the others wait. */
  pendingPlan?: PlanCode;
  /** The plan the user came for (an upgrade button): its card is marked. */
  selectedPlan?: PlanCode;
  onChoose?: (plan: Plan) => void;
  /** A payment was initiated for this plan: shows a link to the checkout instead of the cards. */
  initiatedPlanName?: string;
  /** Show the 'Choose your plan' heading (a dialog shows it as its own title instead). */
  showTitle?: boolean;
  /**
   * The plan was refused for want of a license (agent plans): the refusal shows here, in place of
   * the cards, with a license field that `license.onSave` saves before the plan is tried again.
   */
  license?: LicensePrompt;
  className?: string;
}

/** The license asked for in place of the plans (`UpgradePlansViewProps.license`). */
export interface LicensePrompt {
  /** The plan that needs it. */
  plan: Plan;
  /** The license is being saved, or the plan tried again. */
  saving?: boolean;
  /** Why the license field was refused. */
  errors?: string[];
  onSave: (license: string) => void;
  /** Back to the cards without saving. */
  onBack: () => void;
}

/** The spec's refusal, where the plan was chosen, with the field that lifts it and a way to the profile. */
function LicenseForm({ plan, saving = false, errors, onSave, onBack }: LicensePrompt) {
  const t = useTranslate();
  const { components, paths } = useEstateUI();
  const { Link } = components;
  const [value, setValue] = useState('');
  const titleId = `${useId()}-license`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(value);
  };
  return (
    <form className="est-plan-license est-stack est-gap-4" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Banner tone="warning">{t('checkoutLicenseNeeded')}</Banner>
      <h3 id={titleId} className="est-text-lg est-semibold">
        {t('planLicenseTitle')} <span className="est-muted est-medium">({planName(plan, t)})</span>
      </h3>
      <TextField
        label={t('licenseNumber')}
        name="license"
        autoComplete="off"
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        hint={t('planLicenseHint')}
        errors={errors}
        maxLength={100}
      />
      <Button type="submit" size="lg" className="est-full" loading={saving}>
        {t('planLicenseSave')}
      </Button>
      <div className="est-plan-license-actions est-row est-wrap est-between est-gap-2 est-text-sm">
        <Button variant="ghost" size="sm" icon={<ArrowLeft size={14} aria-hidden />} onClick={onBack} disabled={saving}>
          {t('planLicenseBack')}
        </Button>
        <Link href={paths.editProfile()} className="est-text-accent est-medium">
          {t('planLicenseEditProfile')}
        </Link>
      </div>
    </form>
  );
}

/** The upgrade popup's content (spec §2): a card per plan with its monthly USD price and features. */
export function UpgradePlansView({ plans, loading = false, error, pendingPlan, selectedPlan, onChoose, initiatedPlanName, showTitle = true, license, className }: UpgradePlansViewProps) {
  const t = useTranslate();
  const { components, paths } = useEstateUI();
  const root = useRootProps('upgrade-plans', 'est-stack est-gap-5', className);
  const { Link } = components;
  const id = useId();

  if (initiatedPlanName !== undefined) {
    return (
      <div {...root}>
        <div className="est-plans-ready est-stack est-gap-4">
          <Banner tone="success">
            {t('planPaymentReady')} <strong>{initiatedPlanName}</strong>
          </Banner>
          <Link href={paths.checkout()} className="est-button" data-variant="primary" data-size="lg">
            {t('planContinueToCheckout')}
            <ArrowRight size={18} aria-hidden />
          </Link>
        </div>
      </div>
    );
  }

  if (license) {
    return (
      <div {...root} data-state="license">
        <LicenseForm {...license} />
      </div>
    );
  }

  return (
    <div {...root} aria-busy={loading || undefined}>
      {showTitle && <h2 className="est-plans-title est-text-center est-text-2xl est-bold">{t('choosePlan')}</h2>}
      {error && <Banner tone="danger">{error}</Banner>}
      {!loading && !error && plans.length === 0 && <p className="est-plans-empty est-text-center est-muted">{t('planNoPlans')}</p>}
      <ul className="est-plans-grid est-grid est-gap-4">
        {loading
          ? [0, 1, 2].map((index) => (
              <li key={index} className="est-plan-card est-relative est-card est-stack est-gap-3" data-loading>
                <Skeleton width="40%" height="1.25rem" />
                <Skeleton width="55%" height="2.25rem" />
                <Skeleton width="100%" height="2.5rem" />
                {[0, 1, 2, 3].map((line) => (
                  <Skeleton key={line} width={`${70 - line * 8}%`} height="0.85rem" />
                ))}
                <Skeleton width="100%" height="2.75rem" radius="var(--est-radius)" />
              </li>
            ))
          : plans.map((plan) => {
              const features = FEATURE_FIELDS.map((field) => plan[field]?.trim()).filter((text): text is string => Boolean(text));
              const headingId = `${id}-${plan.plan_code}`;
              return (
                <li key={plan.id} className="est-plan-card est-relative est-card est-stack est-gap-3" data-popular={plan.popular || undefined} data-selected={plan.plan_code === selectedPlan || undefined} aria-labelledby={headingId}>
                  <div className="est-plan-head est-row est-between est-gap-2">
                    <h3 id={headingId} className="est-plan-name est-text-lg est-semibold">
                      {planName(plan, t)}
                    </h3>
                    {plan.popular && (
                      <span className="est-plan-popular est-nowrap est-inline est-gap-1 est-pill est-text-xs est-semibold">
                        <Sparkles size={12} aria-hidden />
                        {t('mostPopular')}
                      </span>
                    )}
                  </div>
                  <p className="est-plan-price est-flex est-gap-1">
                    <span className="est-plan-amount est-tracking-tighter est-bold">{formatUsd(plan.price)}</span>
                    <span className="est-plan-period est-muted">{t('perMonth')}</span>
                  </p>
                  {plan.amount_kes > 0 && <p className="est-plan-kes est-text-sm est-muted">{t('planChargedKes', { amount: formatKes(plan.amount_kes) })}</p>}
                  {plan.description && <p className="est-plan-description est-muted">{plan.description}</p>}
                  <ul className="est-plan-features est-divided est-stack est-gap-2">
                    {features.map((feature) => (
                      <li key={feature} className="est-flex est-align-start est-gap-2">
                        <Check size={16} aria-hidden />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <Button
                    className="est-plan-choose est-full"
                    variant={plan.popular ? 'primary' : 'secondary'}
                    size="lg"
                    loading={pendingPlan === plan.plan_code}
                    disabled={pendingPlan !== undefined && pendingPlan !== plan.plan_code}
                    onClick={() => onChoose?.(plan)}
                  >
                    {t('upgradeTo', { name: planName(plan, t) })}
                  </Button>
                </li>
              );
            })}
      </ul>
      {!loading && plans.length > 0 && <p className="est-plans-currency est-text-center est-text-xs est-muted">{t('planCurrencyNote')}</p>}
    </div>
  );
}

export interface UpgradePlansProps {
  /** The plan the user came for; its card is marked. */
  selectedPlan?: PlanCode;
  /** Show only these plans (e.g. SDK `upgradePlans(profile)`, the ones above the held role). */
  onlyPlans?: readonly PlanCode[];
  /**
   * The payment was initiated (and stored for the checkout, see `useInitiatePayment`): go to the
   * checkout, e.g. `navigate(paths.checkout())`. Without it, a link to `paths.checkout()` shows.
   */
  onInitiated?: (payment: PaymentData) => void;
  showTitle?: boolean;
  className?: string;
}

/**
 * The plans, read through the SDK; choosing one initiates its payment for the signed-in user. The
 * spec's alerts ('Please wait while we fetch your profile data.', 'Please select a plan.', 'Error
 * initiating payment. Please try again.' or the server's reason) show as notices.
 */
export function UpgradePlans({ selectedPlan, onlyPlans, onInitiated, showTitle, className }: UpgradePlansProps) {
  const { messages } = useEstateUI();
  const { plans, isLoading, error: plansError } = usePlans();
  const { profile } = useMyProfile();
  const { initiate, error, reset } = useInitiatePayment({ messages });
  const { save } = useUpdateProfile();
  const [pending, setPending] = useState<PlanCode>();
  const [initiated, setInitiated] = useState<PaymentData>();
  /** The plan refused for want of a license: the license is asked for in place (`LicensePrompt`). */
  const [licensePlan, setLicensePlan] = useState<Plan>();
  const [licenseErrors, setLicenseErrors] = useState<string[]>();
  const [savingLicense, setSavingLicense] = useState(false);
  const toast = useToast();
  const errorText = useErrorText();

  useEffect(() => {
    // The missing license is answered in the dialog itself, where it can be fixed; the rest as notices.
    if (error && error.code !== LICENSE_NEEDED) toast(errorText(error), { tone: 'danger', durationMs: 5000 });
    // Once per failure: the toast and the text are the same for a re-render of the same error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  const shown = onlyPlans?.length ? plans.filter((plan) => onlyPlans.includes(plan.plan_code)) : plans;

  const start = async (plan: Plan, owner: Profile | undefined) => {
    const result = await initiate(plan, owner);
    // Any other refusal shows over the cards, as a notice.
    setLicensePlan(!result.ok && result.error.code === LICENSE_NEEDED ? plan : undefined);
    if (!result.ok) return;
    if (onInitiated) onInitiated(result.value);
    else setInitiated(result.value);
  };

  const choose = async (plan: Plan) => {
    reset();
    setPending(plan.plan_code);
    await start(plan, profile);
    setPending(undefined);
  };

  const saveLicense = async (license: string) => {
    if (!licensePlan) return;
    if (!license.trim()) return setLicenseErrors([messages.fieldRequired]);
    setLicenseErrors(undefined);
    setSavingLicense(true);
    const saved = await save({ license });
    if (!saved.ok) {
      setSavingLicense(false);
      return setLicenseErrors(localFieldErrors(messages, saved.error).license ?? [errorText(saved.error)]);
    }
    reset();
    await start(licensePlan, saved.value);
    setSavingLicense(false);
  };

  return (
    <UpgradePlansView
      plans={shown.length ? shown : plans}
      loading={isLoading}
      error={plansError ? errorText(plansError) : undefined}
      pendingPlan={pending}
      selectedPlan={selectedPlan}
      onChoose={choose}
      initiatedPlanName={initiated ? initiated.plan_display_name || initiated.plan_name : undefined}
      showTitle={showTitle}
      license={
        licensePlan && {
          plan: licensePlan,
          saving: savingLicense,
          errors: licenseErrors,
          onSave: (license) => void saveLicense(license),
          onBack: () => {
            setLicensePlan(undefined);
            setLicenseErrors(undefined);
          },
        }
      }
      className={className}
    />
  );
}

export interface UpgradePlansDialogProps extends Omit<UpgradePlansProps, 'showTitle'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** `UpgradePlans` in a dialog titled 'Choose your plan' (the own profile's upgrade buttons open it). */
export function UpgradePlansDialog({ open, onOpenChange, className, ...props }: UpgradePlansDialogProps) {
  const t = useTranslate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('choosePlan')} size="xl" name="upgrade-dialog" className={className}>
      {open && <UpgradePlans {...props} showTitle={false} />}
    </Dialog>
  );
}

/** A plan's name in the provider's language (the table's, by code: 'Wakala'), else the server's. */
function planName(plan: Plan, t: ReturnType<typeof useTranslate>): string {
  const key = PLAN_LABELS[plan.plan_code as PlanCode];
  return key ? t(key) : plan.name;
}
