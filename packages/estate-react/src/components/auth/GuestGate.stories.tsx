import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSession } from '@estate/sdk/react';
import { Plus } from '../../icons/index.js';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button.js';
import { asUser } from '../../storybook/session.js';
import { GuestGateView, useGuestGate } from './GuestGate.js';
import { LoginFormView } from './LoginForm.js';

/**
 * The popup guests get instead of a feature for registered users (spec §2, §6). Sign in turns it
 * into the sign-in form where the guest stands, and once signed in the action that was tried runs
 * (issue 23); Register signs the guest out and opens the register page in a new tab.
 *
 * ```tsx
 * const { guard, popup } = useGuestGate();
 * return <>{popup}<Button onClick={() => guard(() => setCreating(true))}>Create</Button></>;
 * ```
 *
 * `EstateProvider` renders one popup that every `useGuestGate()` below opens (`popup` is then
 * null); its `onGuestAction` replaces the popup with your own, told which feature (`like`,
 * `comment`, `search`, ...).
 */
const meta = {
  title: 'Navigation/GuestGate',
  component: GuestGateView,
  args: { open: true, onOpenChange: fn(), onRegister: fn() },
} satisfies Meta<typeof GuestGateView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Join Estate' });
    await expect(dialog).toHaveTextContent('You need to be a registered user to access this feature');
    const register = within(dialog).getByRole('button', { name: 'Register' });
    // Radix lets the pointer through to an open modal once its layer has mounted.
    await waitFor(() => expect(getComputedStyle(register).pointerEvents).not.toBe('none'));
    await userEvent.click(register);
    await expect(args.onRegister).toHaveBeenCalledOnce();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

/** The sign-in step, as a guest who tried something sees it (the connected gate puts `LoginForm` in it). */
export const SigningIn: Story = {
  args: { step: 'sign-in', resuming: true, onStepChange: fn(), signInForm: <LoginFormView /> },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await expect(dialog).toHaveTextContent('Once you are signed in, we finish what you started.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(args.onStepChange).toHaveBeenCalledWith('prompt');
  },
};

export const LightTheme: Story = { globals: { theme: 'light' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** A feature guarded with `useGuestGate`, and who is signed in. */
function GuardedCreate() {
  const { guard, popup } = useGuestGate();
  const { isAuthenticated, isGuest } = useSession();
  const [created, setCreated] = useState(false);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Button icon={<Plus size={16} aria-hidden />} onClick={() => guard(() => setCreated(true))}>
        Create
      </Button>
      <output data-testid="session">{isAuthenticated ? (isGuest ? 'Guest' : 'Registered') : 'Signed out'}</output>
      {created && <span>Creating…</span>}
      {popup}
    </div>
  );
}

/** As a guest: the popup shows; Register opens /register in a new tab and signs the guest out. */
export const GuestRegisters: Story = {
  ...asUser('guest'),
  render: () => <GuardedCreate />,
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const open = view.open;
    const opened = fn();
    view.open = opened as unknown as typeof view.open;
    try {
      await expect(canvas.getByTestId('session')).toHaveTextContent('Guest');
      await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
      const dialog = await screen.findByRole('dialog', { name: 'Join Estate' });
      await expect(canvas.queryByText('Creating…')).toBeNull();
      const register = within(dialog).getByRole('button', { name: 'Register' });
      await waitFor(() => expect(getComputedStyle(register).pointerEvents).not.toBe('none'));
      await userEvent.click(register);
      await expect(opened).toHaveBeenCalledWith('/register', '_blank', 'noopener,noreferrer');
      await waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('Signed out'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      view.open = open;
    }
  },
};

/** As a guest: Sign in in the popup, with a real account; once signed in, what was tried runs. */
export const GuestSignsInAndContinues: Story = {
  ...asUser('guest'),
  render: () => <GuardedCreate />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('session')).toHaveTextContent('Guest');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    const prompt = await screen.findByRole('dialog', { name: 'Join Estate' });
    const signIn = within(prompt).getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(getComputedStyle(signIn).pointerEvents).not.toBe('none'));
    await userEvent.click(signIn);
    const form = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await userEvent.type(within(form).getByLabelText('Email address'), 'buyer@estate.demo');
    await userEvent.type(within(form).getByLabelText('Password', { selector: 'input' }), 'estate-demo-2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(canvas.getByText('Creating…')).toBeVisible());
    await expect(canvas.getByTestId('session')).toHaveTextContent('Registered');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** As a registered user the action simply runs. */
export const RegisteredUserPasses: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <GuardedCreate />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(canvas.getByText('Creating…')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
