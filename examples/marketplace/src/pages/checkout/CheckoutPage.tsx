import { CheckoutSummary } from '@estate/react';
import { useAppText } from '../../app/i18n/AppText';
import { PageHeader } from '../../layout/PageHeader';
import '../../styles/account.css';

/**
 * /checkout (spec §2 Checkout): the payment the upgrade popup just initiated (kept by the SDK for
 * this page), the billing details with N/A for what is missing, and Checkout, which runs the spec's
 * six checks in order and then sends the browser to the provider's hosted page. M-Pesa (issue 26)
 * pays on the page instead: the number, the PIN on the phone, then the plan active or why not.
 */
export default function CheckoutPage() {
  const text = useAppText();
  return (
    <div className="app-page app-checkout-page">
      <PageHeader title={text('checkoutHeading')} subtitle={text('checkoutSubtitle')} />
      <CheckoutSummary />
    </div>
  );
}
