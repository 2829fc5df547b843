import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { asUser } from '../../storybook/session.js';
import { ActivationPanel, ActivationPanelView } from './ActivationPanel.js';

/**
 * The activation screen's card (spec §2, §4). Connected: `<ActivationPanel uid={uid} token={token}
 * onActivated={() => navigate('/login')} />` activates once on load, shows 'Your account has been
 * activated! You can log in now.' and calls `onActivated` 3 s later; a refusal is a toast.
 */
const meta = {
  title: 'Auth/ActivationPanel',
  component: ActivationPanelView,
  args: { status: 'idle', onActivate: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ActivationPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Activate Account' }));
    await expect(args.onActivate).toHaveBeenCalledOnce();
  },
};
export const Activating: Story = { args: { status: 'activating' } };
export const Activated: Story = { args: { status: 'activated' } };
export const Failed: Story = { args: { status: 'failed' } };
/** Failed with the reason and the next step, as the connected panel words the server's refusal. */
export const FailedWithReason: Story = {
  args: { status: 'failed', reason: 'This activation link is not valid. Register again to get a new one, or sign in if you already activated your account.' },
};
export const French: Story = { args: { status: 'activated' }, globals: { locale: 'fr' } };
export const Light: Story = { globals: { theme: 'light' } };
export const Phone: Story = { args: { status: 'activated' }, globals: { viewport: { value: 'phone' } } };

/** Against the real server: a made-up link is refused, in a toast, and the button stays for a retry. */
export const RefusedLinkOnServer: Story = {
  ...asUser('anonymous'),
  render: () => <ActivationPanel uid="MQ" token="made-up-token" />,
  play: async ({ canvas, canvasElement }) => {
    const button = await canvas.findByRole('button', { name: 'Activate Account' }, { timeout: 10_000 });
    await expect(button).toBeEnabled();
    const toaster = canvasElement.ownerDocument.querySelector('.est-toaster');
    await expect(toaster?.textContent ?? '').not.toBe('');
    // A sentence with the next step, never the field-by-field 'Uid: …' / 'Token: …'.
    await expect(toaster?.textContent ?? '').not.toMatch(/(Uid|Token):/);
    await expect(canvas.queryByText('Your account has been activated! You can log in now.')).toBeNull();
  },
};
