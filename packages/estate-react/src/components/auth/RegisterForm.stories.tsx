import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { asUser } from '../../storybook/session.js';
import { RegisterForm, RegisterFormView } from './RegisterForm.js';
import { framed } from '../shared/story-helpers.js';

/**
 * The register screen's form (spec §2, §5). The SDK's `checkRegistration` checks it before
 * sending; 'Passwords do not match!' and the server's field errors (joined 'Field: messages' with
 * ' | ') show in a dismissible banner. Connected: `<RegisterForm onRegistered={(result) =>
 * result.loggedIn && navigate('/root')} />`.
 */
const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterFormView,
  args: { onSubmit: fn(async () => ({ ok: true as const, value: 'activation-sent' as const })) },
  parameters: { layout: 'padded' },
  decorators: [framed({ maxWidth: 560 })],
} satisfies Meta<typeof RegisterFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await userEvent.type(canvas.getByLabelText(label), value);
}

/** A mismatched confirmation is refused before sending; fixed, the form sends and says the link is on its way. */
export const MismatchThenSent: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { Username: 'wambui', 'Email address': 'wambui@example.com', Password: 'ngong-hills-42', 'Confirm password': 'ngong-hills-24', 'First name': 'Wambui', 'Last name': 'Kariuki' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match!');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Confirm password'));
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'ngong-hills-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('An activation link has been sent to your email in the next 8 minutes')).toBeVisible();
  },
};

export const ServerErrors: Story = { args: { error: 'Email: Enter a valid email address. | Username: A user with that username already exists.', invalidFields: ['email', 'username'] } };
export const Sent: Story = { args: { defaultOutcome: 'activation-sent' } };
export const Submitting: Story = { args: { submitting: true } };
export const French: Story = { args: { defaultOutcome: 'activation-sent' }, globals: { locale: 'fr' } };
export const Light: Story = { args: { error: 'Registration failed. Please check your details.' }, globals: { theme: 'light' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/**
 * Against the real server: a demo agent's username is taken, and the server's field error shows
 * joined. (A taken e-mail is answered like a new one, so that registration tells no one who has an
 * account; its owner gets an e-mail instead.)
 */
export const UsernameTakenOnServer: Story = {
  ...asUser('anonymous'),
  render: () => <RegisterForm />,
  play: async ({ canvas }) => {
    const suffix = Date.now().toString(36);
    await fill(canvas, { Username: 'david_kamau', 'Email address': `story${suffix}@example.com`, Password: 'ngong-hills-42', 'Confirm password': 'ngong-hills-42', 'First name': 'Story', 'Last name': 'Teller' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const banner = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(banner).toHaveTextContent(/^Username: /);
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  },
};
