import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from '../../icons/index.js';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { asUser } from '../../storybook/session.js';
import { GuestPrompt } from './GuestPrompt.js';

/**
 * What stands in for a page or a panel that needs an account (issue 23), instead of a form a guest
 * could not send: Sign in opens the guest gate's sign-in form in place, Create account goes to the
 * register page. The chat pane shows it to guests; the app shows it on /my-profile, /favourites,
 * /notifications, /dashboard, /checkout and /profile/edit.
 *
 * ```tsx
 * if (!isRegistered) return <GuestPrompt titleAs="h1" title="Keep the homes you love" body="Sign in and like a listing." />;
 * ```
 */
const meta = {
  title: 'Navigation/GuestPrompt',
  component: GuestPrompt,
  ...asUser('guest'),
} satisfies Meta<typeof GuestPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You need to be a registered user to access this feature')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const form = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await expect(form).toHaveTextContent('Welcome back.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A page's own title and line, as the app's favourites page shows them to a guest. */
export const PageTitle: Story = {
  args: { titleAs: 'h1', title: 'Keep the homes you love', body: 'Sign in and like a listing: it waits for you here, on every device.', icon: <Heart size={22} /> },
};

export const French: Story = { globals: { locale: 'fr' } };

export const LightTheme: Story = { globals: { theme: 'light' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
