import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { asUser } from '../../storybook/session.js';
import { RegisterForm, RegisterFormView } from './RegisterForm.js';
import { framed } from '../shared/story-helpers.js';

/**
 * The register screen's form (spec §2, §5). The SDK's `checkRegistration` checks it before
 * sending; every error ('Passwords do not match!', the server's field errors) shows at its field
 * and clears the moment the field is right, and the first wrong field takes the focus. Connected:
 * `<RegisterForm onRegistered={(result) => result.loggedIn && navigate('/root')} />`.
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

/** A mismatched confirmation is refused at its field before sending; fixed, the error goes, and the form sends and says the link is on its way. */
export const MismatchThenSent: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { Username: 'wambui', 'Email address': 'wambui@example.com', Password: 'ngong-hills-42', 'Confirm password': 'ngong-hills-24', 'First name': 'Wambui', 'Last name': 'Kariuki' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match!');
    await expect(canvas.getByLabelText('Confirm password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Confirm password'));
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'ngong-hills-42');
    await expect(canvas.getByLabelText('Confirm password')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('An activation link has been sent to your email in the next 8 minutes')).toBeVisible();
  },
};

/** The server's refusal, each at its field. */
export const ServerErrors: Story = { args: { fieldErrors: { username: ['A user with that username already exists.'], email: ['Enter a valid email address.'] } } };
/** Submitted empty: every field says so, the first has the focus. */
export const EmptySubmitted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(6);
    await expect(canvas.getByLabelText('Username')).toHaveFocus();
  },
};
export const Sent: Story = { args: { defaultOutcome: 'activation-sent' } };
export const Submitting: Story = { args: { submitting: true } };
export const French: Story = { args: { defaultOutcome: 'activation-sent' }, globals: { locale: 'fr' } };
export const Light: Story = { args: { error: 'Registration failed. Please check your details.' }, globals: { theme: 'light' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/**
 * Against the real server: a demo agent's username is taken, and the server's field error shows
 * at the username. (A taken e-mail is answered like a new one, so that registration tells no one who has an
 * account; its owner gets an e-mail instead.)
 */
export const UsernameTakenOnServer: Story = {
  ...asUser('anonymous'),
  render: () => <RegisterForm />,
  play: async ({ canvas }) => {
    const suffix = Date.now().toString(36);
    await fill(canvas, { Username: 'david_kamau', 'Email address': `story${suffix}@example.com`, Password: 'ngong-hills-42', 'Confirm password': 'ngong-hills-42', 'First name': 'Story', 'Last name': 'Teller' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true'), { timeout: 10_000 });
    await expect(canvas.getByLabelText('Username')).toHaveAccessibleDescription(/username already exists/);
    await expect(canvas.queryByText(/ \| /)).toBeNull();
  },
};
