import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { myProfile, plans } from '../../storybook/fixtures.js';
import { CheckoutSummaryView } from './CheckoutSummary.js';
import { agentPayment, sellerPayment } from '../shared/story-helpers.js';

afterEach(cleanup);

describe('CheckoutSummaryView', () => {
  it('shows the billing information, the KES price and Paystack, and sends the browser on when every check passes', () => {
    const onCheckout = vi.fn();
    render(<CheckoutSummaryView profile={myProfile} paymentData={sellerPayment} onCheckout={onCheckout} />);
    expect(screen.getByText('Amina Wanjiru')).toBeTruthy();
    expect(screen.getByText('KES 1,300')).toBeTruthy();
    expect(screen.getByText('Paystack')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Checkout' });
    expect(button.getAttribute('data-amount')).toBe('130000');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(onCheckout).toHaveBeenCalledWith(expect.objectContaining({ authorizationUrl: sellerPayment.authorization_url, reference: sellerPayment.payment.ref }));
  });

  it('reads N/A for every empty billing field', () => {
    render(<CheckoutSummaryView profile={{ email: 'buyer@estate.demo' }} paymentData={sellerPayment} />);
    expect(within(screen.getByRole('region', { name: 'Billing Information' })).getAllByText('N/A')).toHaveLength(5);
  });

  it('gives a pending payment no payment date, and a paid one the date it was paid', () => {
    const { rerender } = render(<CheckoutSummaryView profile={myProfile} paymentData={sellerPayment} />);
    const summary = () => screen.getByRole('region', { name: 'Payment Summary' });
    expect(within(summary()).getByText('Payment date').nextElementSibling?.textContent).toBe('N/A');
    expect(within(summary()).queryByText(/November 22, 2026/)).toBeNull();
    const paid = { ...sellerPayment, payment: { ...sellerPayment.payment, payment_status: 'success' as const, paid_at: '2026-11-23T09:30:00.000Z' } };
    rerender(<CheckoutSummaryView profile={myProfile} paymentData={paid} />);
    expect(within(summary()).getByText(/November 23, 2026/)).toBeTruthy();
  });

  it("shows the plan's monthly USD price beside the KES amount charged, and why it is in shillings", () => {
    const { rerender } = render(<CheckoutSummaryView profile={myProfile} paymentData={agentPayment} plans={plans} />);
    expect(screen.getByText('KES 3,250')).toBeTruthy();
    expect(screen.getByText('$25 a month')).toBeTruthy();
    expect(screen.getByText('Charged in Kenyan shillings (KES), the currency Paystack takes.')).toBeTruthy();
    // Without the plans only the amount charged shows, never a dollar figure of our own.
    rerender(<CheckoutSummaryView profile={myProfile} paymentData={agentPayment} />);
    expect(screen.queryByText(/\$25/)).toBeNull();
  });

  it('shows the first failing check in the spec order, dims the button and keeps the browser here', () => {
    const onCheckout = vi.fn();
    // Both the license (check 2) and the e-mail (check 5) are wrong: the license is reported.
    render(<CheckoutSummaryView profile={{ ...myProfile, email: 'nope' }} paymentData={agentPayment} onCheckout={onCheckout} />);
    expect(screen.getByText('Please update your profile license to proceed with checkout')).toBeTruthy();
    expect(screen.queryByText('Invalid email address. Please update your profile.')).toBeNull();
    const button = screen.getByRole('button', { name: 'Checkout' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('hides the banner when dismissed and shows it again when Checkout is pressed', () => {
    render(<CheckoutSummaryView profile={myProfile} paymentData={{ ...sellerPayment, authorization_url: '' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('No payment URL available. Please try again.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByText('No payment URL available. Please try again.')).toBeTruthy();
  });

  it("says no payment is waiting and offers the plans, never 'Loading payment details...' when nothing loads", () => {
    const onChoosePlan = vi.fn();
    const { rerender } = render(<CheckoutSummaryView profile={myProfile} paymentData={null} onChoosePlan={onChoosePlan} />);
    expect(screen.getByRole('heading', { name: 'No payment is waiting' })).toBeTruthy();
    expect(screen.queryByText('Loading payment details...')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'See the plans' }));
    expect(onChoosePlan).toHaveBeenCalledTimes(1);
    // Without a way to open them here, the plans are where they are chosen: the own profile.
    rerender(<CheckoutSummaryView profile={myProfile} paymentData={null} />);
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/my-profile/');
  });

  it("says 'Loading payment details...' with a skeleton while loading, and the error text on error", () => {
    const { rerender, container } = render(<CheckoutSummaryView profile={myProfile} paymentData={null} loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading payment details...');
    expect(container.querySelectorAll('.est-skeleton').length).toBeGreaterThan(0);
    rerender(<CheckoutSummaryView profile={myProfile} paymentData={sellerPayment} error="User is not authenticated" />);
    expect(screen.getByRole('alert').textContent).toBe('User is not authenticated');
  });

  it('words the checks in French in a French provider', () => {
    render(
      <EstateUIProvider locale="fr">
        <CheckoutSummaryView profile={myProfile} paymentData={agentPayment} />
      </EstateUIProvider>,
    );
    expect(screen.getByText('Veuillez renseigner votre licence dans votre profil pour payer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Payer' })).toBeTruthy();
  });
});
