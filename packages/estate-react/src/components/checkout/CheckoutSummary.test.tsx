import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { myProfile } from '../../storybook/fixtures.js';
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
    expect(screen.getAllByText('N/A')).toHaveLength(5);
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

  it("shows 'Loading payment details...' without a payment, the error text on error and a skeleton while loading", () => {
    const { rerender, container } = render(<CheckoutSummaryView profile={myProfile} paymentData={null} />);
    expect(screen.getByText('Loading payment details...')).toBeTruthy();
    rerender(<CheckoutSummaryView profile={myProfile} paymentData={sellerPayment} error="User is not authenticated" />);
    expect(screen.getByRole('alert').textContent).toBe('User is not authenticated');
    rerender(<CheckoutSummaryView profile={myProfile} paymentData={sellerPayment} loading />);
    expect(container.querySelectorAll('.est-skeleton').length).toBeGreaterThan(0);
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
