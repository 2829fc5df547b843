import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { asUser } from '../../storybook/session.js';
import { LoginForm, LoginFormView } from './LoginForm.js';
import { framed } from '../shared/story-helpers.js';

/**
 * The landing screen's e-mail form (spec §2 'Continue with Email'). Connected: `<LoginForm
 * onSignedIn={() => navigate('/root')} />` signs in through `useSession().login`; the server's
 * refusal shows in red and the typed e-mail stays.
 */
const meta = {
  title: 'Auth/LoginForm',
  component: LoginFormView,
  args: { onSubmit: fn() },
  parameters: { layout: 'padded' },
  decorators: [framed({ maxWidth: 400 })],
} satisfies Meta<typeof LoginFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both fields are required and the e-mail must look like one; then the credentials go out. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Email address'), 'buyer@estate.demo');
    await userEvent.type(canvas.getByLabelText('Password'), 'estate-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'buyer@estate.demo', password: 'estate-demo-2026' });
  },
};

export const WithError: Story = { args: { defaultEmail: 'buyer@estate.demo', error: 'No active account found with the given credentials' } };
export const Submitting: Story = { args: { defaultEmail: 'buyer@estate.demo', submitting: true } };
export const French: Story = { args: { error: 'Aucun compte actif trouvé avec ces identifiants' }, globals: { locale: 'fr' } };
export const Light: Story = { args: { defaultEmail: 'buyer@estate.demo' }, globals: { theme: 'light' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** Against the real server: a wrong password shows the server's words; the right one signs in. */
export const SignInOnServer: Story = {
  ...asUser('anonymous'),
  render: (args) => <LoginForm onSignedIn={args.onSubmit as () => void} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Email address'), 'buyer@estate.demo');
    await userEvent.type(canvas.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('No active account found with the given credentials', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByLabelText('Email address')).toHaveValue('buyer@estate.demo');
    await userEvent.clear(canvas.getByLabelText('Password'));
    await userEvent.type(canvas.getByLabelText('Password'), 'estate-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isGuest: false })), { timeout: 10_000 });
  },
};
