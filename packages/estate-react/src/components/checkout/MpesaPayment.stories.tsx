import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { myProfile, plans } from '../../storybook/fixtures.js';
import { CheckoutSummaryView } from './CheckoutSummary.js';
import type { MpesaPaymentViewProps } from './MpesaPayment.js';
import { sellerPayment } from '../shared/story-helpers.js';

/**
 * Paying with M-Pesa on the checkout (issue 26): 'M-Pesa' beside 'Card', the Safaricom number after
 * a fixed +254, then 'Check your phone and enter your M-Pesa PIN' with the time left, then the plan
 * active or why it failed with Try again. Connected, `CheckoutSummary` drives it with the SDK's
 * `useMpesaPayment`; here each state is given as props.
 */
const mpesa = (props: Partial<MpesaPaymentViewProps> = {}): MpesaPaymentViewProps & { amount: string; plan: string } => ({
  phase: 'idle',
  phone: '712 345 678',
  onPhoneChange: fn(),
  onPay: fn(),
  onRetry: fn(),
  amount: '',
  plan: '',
  ...props,
});

const meta = {
  title: 'Account/CheckoutSummary/M-Pesa',
  component: CheckoutSummaryView,
  args: { profile: myProfile, paymentData: sellerPayment, plans, onCheckout: fn(), defaultMethod: 'mpesa', mpesa: mpesa() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CheckoutSummaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement) => within(canvasElement.querySelector<HTMLElement>('[aria-labelledby$="-summary"]')!);

/** Card first: choosing M-Pesa swaps the Checkout button for the number and 'Pay KES 1,300 with M-Pesa'. */
export const ChooseMpesa: Story = {
  args: { defaultMethod: 'card' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'M-Pesa' }));
    await expect(canvas.getByRole('button', { name: 'M-Pesa' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).toBeNull();
    await expect(canvas.getByLabelText('M-Pesa phone number')).toHaveValue('712 345 678');
    await expect(canvas.getByText('+254')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay KES 1,300 with M-Pesa' }));
    await expect(args.mpesa!.onPay).toHaveBeenCalled();
  },
};

/** Idle: typing goes to `onPhoneChange`. */
export const Idle: Story = {
  args: { mpesa: mpesa({ phone: '' }) },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('M-Pesa phone number');
    await expect(field).toHaveAttribute('placeholder', '712 345 678');
    await userEvent.type(field, '0');
    await expect(args.mpesa!.onPhoneChange).toHaveBeenCalledWith('0');
    await expect(canvas.getByText('A Safaricom number, e.g. 0712 345 678. Your phone will ask for your M-Pesa PIN.')).toBeVisible();
  },
};

/** A number that is not a Kenyan mobile: the field error, in red, tied to the field. */
export const InvalidNumber: Story = {
  args: { mpesa: mpesa({ phone: '812 345 678', phoneErrors: ['Enter a Kenyan mobile number, like 0712 345 678.'] }) },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('M-Pesa phone number');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter a Kenyan mobile number, like 0712 345 678.'));
  },
};

/** Sending: the button spins and the method cannot change. */
export const Sending: Story = {
  args: { mpesa: mpesa({ phase: 'sending' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending the request to your phone/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Card' })).toBeDisabled();
  },
};

/** Waiting for the PIN, with the time left. */
export const Waiting: Story = {
  args: { mpesa: mpesa({ phase: 'waiting', chargedPhone: '+254 712 345 678', secondsLeft: 74, totalSeconds: 90 }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' })).toBeVisible();
    await expect(canvas.getByText('We sent a request for KES 1,300 to +254 712 345 678. Keep this page open: it updates by itself.')).toBeVisible();
    await expect(canvas.getByTestId('mpesa-countdown')).toHaveTextContent('1:14');
    await expect(summary(canvasElement).getByRole('progressbar', { name: 'Time left to enter your PIN' })).toHaveAttribute('aria-valuenow', '82');
    await expect(canvas.getByRole('button', { name: 'M-Pesa' })).toBeDisabled();
  },
};

/** The wait is over: the server is asked a last time. */
export const Checking: Story = {
  args: { mpesa: mpesa({ phase: 'waiting', chargedPhone: '+254 712 345 678', secondsLeft: 0, totalSeconds: 90 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking with M-Pesa…')).toBeVisible();
    await expect(canvas.queryByTestId('mpesa-countdown')).toBeNull();
  },
};

/** Paid: the plan is active. */
export const Success: Story = {
  args: { mpesa: mpesa({ phase: 'success' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(canvas.getByText('Your Seller plan is active. Your profile now shows its badge.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/my-profile/');
  },
};

const failedPlay = (text: string): Story['play'] =>
  async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text);
    await expect(canvas.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Card' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.mpesa!.onRetry).toHaveBeenCalled();
  };

/** Cancelled on the phone, or a wrong PIN. */
export const Declined: Story = {
  args: { mpesa: mpesa({ phase: 'failed', reason: 'declined' }) },
  play: failedPlay('The request was cancelled on the phone, or the PIN was wrong. Nothing was charged.'),
};
/** The M-Pesa balance is too low. */
export const InsufficientFunds: Story = {
  args: { mpesa: mpesa({ phase: 'failed', reason: 'insufficient_funds' }) },
  play: failedPlay('Your M-Pesa balance is too low for this payment. Top up, then try again.'),
};
/** Nobody entered the PIN in time. */
export const TimedOut: Story = {
  args: { mpesa: mpesa({ phase: 'failed', reason: 'timeout' }) },
  play: failedPlay('The request timed out before the PIN was entered. Nothing was charged.'),
};
