import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { myProfile, plans } from '../../storybook/fixtures.js';
import { CheckoutSummaryView } from './CheckoutSummary.js';
import { agentPayment, sellerPayment } from '../shared/story-helpers.js';

/**
 * The /checkout page (spec §2 Checkout). Connected: `<CheckoutSummary />` reads the payment
 * `UpgradePlans` initiated and the own profile; Checkout runs the six ordered checks of
 * `checkCheckout` and sends the browser to Paystack's page (`onCheckout` replaces
 * `window.location.assign`). A failing check shows in a green dismissible banner and the button is
 * dimmed.
 */
const meta = {
  title: 'Account/CheckoutSummary',
  component: CheckoutSummaryView,
  args: { profile: myProfile, paymentData: sellerPayment, plans, onCheckout: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CheckoutSummaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All six checks pass: Checkout goes to the authorization URL. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('KES 1,300')).toBeVisible();
    await expect(canvas.getByText('$10 a month')).toBeVisible();
    await expect(canvas.getByText('Paystack')).toBeVisible();
    // Pending: not paid yet, so no payment date.
    await expect(canvas.queryByText('November 22, 2026', { exact: false })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Update billing details' })).toHaveAttribute('href', '/profile/edit/');
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledWith(expect.objectContaining({ authorizationUrl: sellerPayment.authorization_url }));
  },
};

/** Empty billing fields read N/A. */
export const SparseBilling: Story = {
  args: { profile: { email: 'buyer@estate.demo', first_name: '', last_name: '', phone_number: '', license: '', country: '', city: '' } },
};

const blocked = (message: string): Story['play'] =>
  async ({ canvas, args }) => {
    await expect(canvas.getByText(message)).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Checkout' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onCheckout).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText(message)).toBeNull();
  };

/** Check 1: no profile. */
export const CheckNotReady: Story = { args: { profile: null }, play: blocked('Payment system is not ready. Please try again later.') };
/** Check 2: the Agent plan without a license. */
export const CheckLicense: Story = { args: { paymentData: agentPayment }, play: blocked('Please update your profile license to proceed with checkout') };
/** Check 3. */
export const CheckReference: Story = {
  args: { paymentData: { ...sellerPayment, payment: { ...sellerPayment.payment, ref: ' ' } } },
  play: blocked('Invalid transaction reference. Please try again.'),
};
/** Check 4. */
export const CheckPublicKey: Story = { args: { paymentData: { ...sellerPayment, paystack_pub_key: 'sk_live_oops' } }, play: blocked('Invalid Paystack public key. Please try again.') };
/** Check 5. */
export const CheckEmail: Story = { args: { profile: { ...myProfile, email: 'amina-at-example' } }, play: blocked('Invalid email address. Please update your profile.') };
/** Check 6. */
export const CheckPaymentUrl: Story = { args: { paymentData: { ...sellerPayment, authorization_url: '' } }, play: blocked('No payment URL available. Please try again.') };

/** A paid payment shows the date it was paid. */
export const Paid: Story = {
  args: { paymentData: { ...sellerPayment, payment: { ...sellerPayment.payment, payment_status: 'success', paid_at: '2026-11-22T12:09:00.000Z' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('November 22, 2026', { exact: false })).toBeVisible();
  },
};

/** 'Loading payment details...' only while something really loads. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading payment details...')).toHaveAttribute('role', 'status');
  },
};
export const LoadError: Story = {
  args: { error: 'User is not authenticated' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('User is not authenticated');
  },
};
/** No payment is waiting (a reload, a direct visit): said so, with the plans one press away. */
export const NoPaymentData: Story = {
  args: { paymentData: null, onChoosePlan: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No payment is waiting' })).toBeVisible();
    await expect(canvas.queryByText('Loading payment details...')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'See the plans' }));
    await expect(args.onChoosePlan).toHaveBeenCalledOnce();
  },
};
export const NoPaymentDataPhone: Story = { args: { paymentData: null, onChoosePlan: fn() }, globals: { viewport: { value: 'phone' } } };
export const NoPaymentDataFrench: Story = { args: { paymentData: null, onChoosePlan: fn() }, globals: { locale: 'fr' } };
export const French: Story = { args: { paymentData: agentPayment }, globals: { locale: 'fr' } };
export const Light: Story = { args: { paymentData: agentPayment }, globals: { theme: 'light' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
