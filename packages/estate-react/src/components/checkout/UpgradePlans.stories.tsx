import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMyProfile } from '@estate/sdk/react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Spinner } from '../../primitives/Spinner.js';
import { plans } from '../../storybook/fixtures.js';
import { asUser } from '../../storybook/session.js';
import { CheckoutSummary } from './CheckoutSummary.js';
import { UpgradePlans, UpgradePlansDialog, UpgradePlansView } from './UpgradePlans.js';

/**
 * The upgrade popup (spec §2): a card per plan with its monthly USD price and features. Connected:
 * `<UpgradePlans onInitiated={() => navigate(paths.checkout())} />` initiates the payment with
 * `useInitiatePayment` (the checkout reads it from there); `<UpgradePlansDialog open
 * onOpenChange={...} />` shows it in a dialog, as the own profile's upgrade buttons do.
 */
const meta = {
  title: 'Account/UpgradePlans',
  component: UpgradePlansView,
  args: { plans, onChoose: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UpgradePlansView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plans: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    await expect(canvas.getByText('Most Popular')).toBeVisible();
    await expect(canvas.getByText('$25')).toBeVisible();
    // The KES amount charged, from the plan, beside the USD display price, and why shillings.
    await expect(canvas.getByText('Charged KES 3,250 a month')).toBeVisible();
    await expect(canvas.getByText(/Your card is charged the amount in Kenyan shillings/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Top Agent' }));
    await expect(args.onChoose).toHaveBeenCalledWith(plans[2]);
  },
};

export const Selected: Story = { args: { selectedPlan: 'seller' } };
export const Initiating: Story = { args: { pendingPlan: 'agent' } };
export const Loading: Story = { args: { plans: [], loading: true } };
export const LoadError: Story = { args: { plans: [], error: 'Network error. Check your connection and try again.' } };
export const Initiated: Story = {
  args: { initiatedPlanName: 'Seller' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', '/checkout');
  },
};
/** An agent plan refused for want of a license: the refusal, in place, with the field that lifts it. */
export const LicenseRefusal: Story = {
  args: { license: { plan: plans[1]!, onSave: fn(), onBack: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Please update your profile license to proceed with checkout')).toBeVisible();
    // Focused on open (autoFocus; the journey checks it: a story's frame may not hold the focus).
    const field = canvas.getByRole('textbox', { name: 'License number' });
    await expect(field).toBeVisible();
    await userEvent.type(field, 'EARB/A/2026/0042');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(args.license!.onSave).toHaveBeenCalledWith('EARB/A/2026/0042');
  },
};
export const LicenseRefusalSaving: Story = { args: { license: { plan: plans[1]!, saving: true, onSave: fn(), onBack: fn() } } };
export const LicenseRefusalInvalid: Story = { args: { license: { plan: plans[2]!, errors: ['This field is required.'], onSave: fn(), onBack: fn() } } };
export const LicenseRefusalPhone: Story = { args: { license: { plan: plans[1]!, onSave: fn(), onBack: fn() } }, globals: { viewport: { value: 'phone' } } };
export const French: Story = { globals: { locale: 'fr' } };
export const Light: Story = { globals: { theme: 'light' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** In its dialog, as the own profile opens it. */
export const InDialog: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <UpgradePlansDialog open onOpenChange={() => {}} selectedPlan="agent" />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Upgrade to Agent' })).toBeVisible(), { timeout: 10_000 });
  },
};

/** The plans page and then the checkout page, sharing one SDK cache as two routes of an app do. */
function PlansThenCheckout({ onCheckout }: { onCheckout: (url: string) => void }) {
  const { profile } = useMyProfile();
  const [step, setStep] = useState<'plans' | 'checkout'>('plans');
  if (!profile) return <Spinner label="Loading profile" />;
  return step === 'plans' ? <UpgradePlans onInitiated={() => setStep('checkout')} /> : <CheckoutSummary onCheckout={(value) => onCheckout(value.authorizationUrl)} />;
}

const CHECKOUT_MESSAGES = [
  'Payment system is not ready. Please try again later.',
  'Please update your profile license to proceed with checkout',
  'Invalid transaction reference. Please try again.',
  'Invalid Paystack public key. Please try again.',
  'Invalid email address. Please update your profile.',
  'No payment URL available. Please try again.',
];

/** Where Checkout would send the browser (instead of leaving the story). */
const sentToPaystack = fn();

/** Against the real server: the buyer chooses Seller; the checkout shows the KES price and all six checks pass. */
export const SellerPlanToCheckout: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <PlansThenCheckout onCheckout={sentToPaystack} />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Upgrade to Seller' }, { timeout: 10_000 }));
    await expect(await canvas.findByRole('heading', { name: 'Payment Summary' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('KES 1,300')).toBeVisible();
    await expect(canvas.getByText('buyer@estate.demo')).toBeVisible();
    for (const message of CHECKOUT_MESSAGES) await expect(canvas.queryByText(message)).toBeNull();
    const checkout = canvas.getByRole('button', { name: 'Checkout' });
    await expect(checkout).not.toHaveAttribute('aria-disabled');
    await expect(checkout).toHaveAttribute('data-amount', '130000');
    await userEvent.click(checkout);
    await waitFor(() => expect(sentToPaystack).toHaveBeenCalledWith(expect.stringMatching(/^https?:\/\//)));
  },
};

/**
 * Against the real server: the Agent plan needs a license, which the buyer has not. The refusal
 * shows in place of the cards with a license field (not saved here: the buyer is shared by the
 * stories), and Back returns to the plans.
 */
export const AgentPlanWithoutLicense: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <PlansThenCheckout onCheckout={() => {}} />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Upgrade to Agent' }, { timeout: 10_000 }));
    const notice = await canvas.findByText('Please update your profile license to proceed with checkout', {}, { timeout: 10_000 });
    await waitFor(() => expect(notice).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'License number' })).toBeVisible();
    await expect(screen.queryByText('Please update your profile license to proceed with checkout', { selector: '.est-toast *' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the plans' }));
    await expect(canvas.getByRole('button', { name: 'Upgrade to Agent' })).toBeEnabled();
  },
};
