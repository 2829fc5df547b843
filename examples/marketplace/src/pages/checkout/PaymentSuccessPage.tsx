import { Spinner, useErrorText, useTranslate, type EstateUIMessageKey } from '@estate/react';
import { useMyProfile, useVerifyPayment } from '@estate/sdk/react';
import { CircleAlert, PartyPopper } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useAppText } from '../../app/i18n/AppText';
import '../../styles/account.css';

const PLAN_LABELS: Record<string, EstateUIMessageKey> = { seller: 'planSeller', agent: 'planAgent', top_agent: 'planTopAgent' };

/**
 * What to do next after each refusal, by code: pay again when nothing was paid, wait when the
 * payment may still arrive, support when money moved but the plan does not match.
 */
const NEXT_STEPS: Record<string, EstateUIMessageKey> = {
  payment_failed: 'paymentNextStepRetry',
  payment_abandoned: 'paymentNextStepRetry',
  payment_not_found: 'paymentNextStepRetry',
  payment_processing: 'paymentNextStepWait',
  payment_verify_failed: 'paymentNextStepWait',
  payments_unavailable: 'paymentNextStepWait',
  network: 'paymentNextStepWait',
  timeout: 'paymentNextStepWait',
  payment_reversed: 'paymentNextStepSupport',
  payment_mismatch: 'paymentNextStepSupport',
};

/**
 * /payment/success/{ref} (spec §2 Payment success): verifies the payment the provider sent the
 * payer back from, then congratulates them naming the plan, or shows why it failed. The agent plans
 * need a license: the profile's goes with the verification (the server reads it for those plans
 * only), so the profile loads first.
 */
export default function PaymentSuccessPage() {
  const { ref = '' } = useParams();
  const text = useAppText();
  const t = useTranslate();
  const errorText = useErrorText();
  const { profile, error: profileError } = useMyProfile();
  const license = profile?.license_number?.trim() || profile?.license?.trim() || undefined;
  const ready = Boolean(profile) || Boolean(profileError);
  const { verification, error } = useVerifyPayment(ready ? ref : null, { licenseNumber: license });

  const planCode = verification?.plan_name ?? '';
  const plan = verification?.plan_display_name?.trim() || (PLAN_LABELS[planCode] ? t(PLAN_LABELS[planCode]) : planCode);

  let body;
  if (verification) {
    body = (
      <>
        <div className="app-payment-icon" data-tone="success" aria-hidden>
          <PartyPopper size={32} />
        </div>
        <h1 className="app-payment-title">{text('paymentCongratsTitle')}</h1>
        <p className="app-payment-body" role="status">
          {text('paymentCongrats', { plan })}
        </p>
        <Link to="/my-profile" className="app-button">
          {text('goToMyProfile')}
        </Link>
      </>
    );
  } else if (error) {
    body = (
      <>
        <div className="app-payment-icon" data-tone="danger" aria-hidden>
          <CircleAlert size={32} />
        </div>
        <h1 className="app-payment-title">{text('paymentFailedTitle')}</h1>
        <p className="app-payment-body" role="alert">
          {errorText(error) || t('generic')} {t(NEXT_STEPS[error.code] ?? NEXT_STEPS[error.kind] ?? 'paymentNextStepRetry')}
        </p>
        {ref && <p className="app-payment-ref">{t('paymentReference', { ref })}</p>}
        <div className="app-payment-actions">
          <Link to="/my-profile" className="app-button">
            {text('goToMyProfile')}
          </Link>
          <Link to="/checkout" className="app-button" data-variant="secondary">
            {text('backToCheckout')}
          </Link>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <Spinner size={32} />
        <h1 className="app-payment-title">{text('paymentHeading')}</h1>
        <p className="app-payment-body" role="status">
          {text('paymentVerifying')}
        </p>
      </>
    );
  }

  return (
    <div className="app-page" data-width="narrow">
      <section className="app-payment-result" aria-busy={!verification && !error}>
        {body}
      </section>
    </div>
  );
}
