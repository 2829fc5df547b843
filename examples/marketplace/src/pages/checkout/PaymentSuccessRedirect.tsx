import { Navigate, useSearchParams } from 'react-router';

/**
 * /payment/success/ (spec §2): where the provider sends the payer back. It carries the reference as
 * `trxref` or `reference`; go to its result page, or to /checkout without one.
 */
export default function PaymentSuccessRedirect() {
  const [params] = useSearchParams();
  const reference = (params.get('trxref') || params.get('reference'))?.trim();
  return <Navigate to={reference ? `/payment/success/${encodeURIComponent(reference)}` : '/checkout'} replace />;
}
