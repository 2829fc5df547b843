import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { myProfile } from '../../storybook/fixtures.js';
import { CheckoutSummaryView } from './CheckoutSummary.js';
import type { MpesaPaymentViewProps } from './MpesaPayment.js';
import { sellerPayment } from '../shared/story-helpers.js';

afterEach(cleanup);

const base = (props: Partial<MpesaPaymentViewProps> = {}) => ({ phase: 'idle' as const, phone: '712 345 678', onPhoneChange: vi.fn(), onPay: vi.fn(), onRetry: vi.fn(), ...props });

describe('the M-Pesa option of CheckoutSummaryView', () => {
  it('shows no choice without `mpesa`: the card checkout as before', () => {
    render(<CheckoutSummaryView profile={myProfile} paymentData={sellerPayment} />);
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeTruthy();
  });

  it('switches from Card to M-Pesa: the method row, the +254 field, and Pay sends', () => {
    const mpesa = base();
    render(<CheckoutSummaryView profile={myProfile} paymentData={sellerPayment} mpesa={mpesa} />);
    fireEvent.click(screen.getByRole('button', { name: 'M-Pesa' }));
    const summary = screen.getByRole('region', { name: 'Payment Summary' });
    expect(within(summary).getByText('Payment method').nextElementSibling?.textContent).toBe('M-Pesa');
    expect(within(summary).getByText('Pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    const field = screen.getByLabelText('M-Pesa phone number');
    fireEvent.change(field, { target: { value: '0799 111 222' } });
    expect(mpesa.onPhoneChange).toHaveBeenCalledWith('0799 111 222');
    fireEvent.click(screen.getByRole('button', { name: 'Pay KES 1,300 with M-Pesa' }));
    expect(mpesa.onPay).toHaveBeenCalledTimes(1);
  });

  it('does not pay while a checkout check fails', () => {
    const mpesa = base();
    render(<CheckoutSummaryView profile={null} paymentData={sellerPayment} mpesa={mpesa} defaultMethod="mpesa" />);
    const pay = screen.getByRole('button', { name: 'Pay KES 1,300 with M-Pesa' });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(pay);
    expect(mpesa.onPay).not.toHaveBeenCalled();
  });

  it('waits with the time left and keeps the method while the phone is asked', () => {
    render(<CheckoutSummaryView profile={myProfile} paymentData={sellerPayment} mpesa={base({ phase: 'waiting', chargedPhone: '+254 712 345 678', secondsLeft: 65, totalSeconds: 90 })} defaultMethod="mpesa" />);
    expect(screen.getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' })).toBeTruthy();
    expect(screen.getByTestId('mpesa-countdown').textContent).toBe('1:05');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('72');
    expect((screen.getByRole('button', { name: 'Card' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ['declined', 'The request was cancelled on the phone, or the PIN was wrong. Nothing was charged.'],
    ['insufficient_funds', 'Your M-Pesa balance is too low for this payment. Top up, then try again.'],
    ['timeout', 'The request timed out before the PIN was entered. Nothing was charged.'],
  ] as const)('fails with the reason %s, and Try again', (reason, text) => {
    const mpesa = base({ phase: 'failed', reason });
    render(<CheckoutSummaryView profile={myProfile} paymentData={sellerPayment} mpesa={mpesa} defaultMethod="mpesa" />);
    expect(screen.getByRole('alert').textContent).toContain(text);
    expect(within(screen.getByRole('region', { name: 'Payment Summary' })).getByText('Failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mpesa.onRetry).toHaveBeenCalled();
  });

  it('says the plan is active once paid, and speaks French and its errors', () => {
    const { rerender } = render(<CheckoutSummaryView profile={myProfile} paymentData={sellerPayment} mpesa={base({ phase: 'success' })} defaultMethod="mpesa" />);
    expect(screen.getByText('Your Seller plan is active. Your profile now shows its badge.')).toBeTruthy();
    expect(screen.getByText('Successful')).toBeTruthy();
    rerender(
      <EstateUIProvider locale="fr">
        <CheckoutSummaryView profile={myProfile} paymentData={sellerPayment} mpesa={base({ phoneErrors: ['Saisissez un numéro de mobile kényan, par exemple 0712 345 678.'] })} defaultMethod="mpesa" />
      </EstateUIProvider>
    );
    expect(screen.getByLabelText('Numéro M-Pesa').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Saisissez un numéro de mobile kényan, par exemple 0712 345 678.')).toBeTruthy();
  });
});
