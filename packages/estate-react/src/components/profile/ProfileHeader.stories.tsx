import type { Profile } from '@estate/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { agentProfile, myProfile } from '../../storybook/fixtures.js';
import { asUser } from '../../storybook/session.js';
import { Button } from '../../primitives/Button.js';
import { ProfileHeader, ProfileHeaderSkeleton, ProfileHeaderView } from './ProfileHeader.js';

/**
 * The top of a profile page. Connected: `<ProfileHeader username="david_kamau" />` (public) or
 * `<ProfileHeader own onPaymentInitiated={() => navigate(paths.checkout())} />` (own: Edit Profile
 * link, upgrade buttons that open the plans). The view `ProfileHeaderView` takes a `Profile`.
 */
const meta = {
  title: 'Account/ProfileHeader',
  component: ProfileHeaderView,
  args: { profile: agentProfile, onUpgrade: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileHeaderView>;

export default meta;
type Story = StoryObj<typeof meta>;
const sellerProfile: Profile = { ...myProfile, role: 'seller', is_seller: true };
const plainAgentProfile: Profile = { ...agentProfile, role: 'agent', top_agent: false };

/** Someone else's profile: the short badge (Agent), no Edit link, no upgrade buttons. */
export const PublicAgent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'David Kamau' })).toBeVisible();
    await expect(canvas.getByText('Agent')).toBeVisible();
    await expect(canvas.getByText('138')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'David Kamau on Instagram' })).toHaveAttribute('href', agentProfile.instagram_url);
    await expect(canvas.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Upgrade your account' })).toBeNull();
  },
};

/** The own profile of a buyer: three upgrade buttons. */
/** A public profile with the host page's own action (the reference app's Message button). */
export const PublicWithAction: Story = {
  args: { profile: agentProfile, actions: <Button size="md">Message</Button> },
};

export const OwnBuyer: Story = {
  args: { profile: myProfile, own: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Buyer')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit/');
    const buttons = within(canvas.getByRole('group', { name: 'Upgrade your account' })).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Be A Seller', 'Be An agent', 'Be A Top Agent']);
    await userEvent.click(buttons[1]!);
    await expect(args.onUpgrade).toHaveBeenCalledWith('agent');
  },
};

/** A seller can still become an agent or a top agent. */
export const OwnSeller: Story = {
  args: { profile: sellerProfile, own: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Seller')).toBeVisible();
    const buttons = within(canvas.getByRole('group', { name: 'Upgrade your account' })).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Be An agent', 'Be A Top Agent']);
  },
};

/** An agent: 'Verified Agent' and one button left. */
export const OwnAgent: Story = {
  args: { profile: plainAgentProfile, own: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified Agent')).toBeVisible();
    const buttons = within(canvas.getByRole('group', { name: 'Upgrade your account' })).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Be A Top Agent']);
  },
};

/** A top agent has nothing left to upgrade to. */
export const OwnTopAgent: Story = {
  args: { profile: agentProfile, own: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified Top Agent')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Upgrade your account' })).toBeNull();
  },
};

/** Only the social links that are set are shown; no about text, no license. */
export const Sparse: Story = {
  args: { profile: { ...myProfile, about_me: '', facebook_url: '', twitter_url: '', threads_url: '', profile_photo: null as unknown as string } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const Loading: Story = { render: () => <ProfileHeaderSkeleton /> };

export const French: Story = { args: { profile: myProfile, own: true }, globals: { locale: 'fr' } };
export const Light: Story = { args: { profile: agentProfile, own: true }, globals: { theme: 'light' } };
export const Phone: Story = { args: { profile: myProfile, own: true }, globals: { viewport: { value: 'phone' } } };

/** Against the real server: the demo buyer's own header; an upgrade button opens the plans. */
export const OwnFromServer: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <ProfileHeader own />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Amina Wanjiru' }, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Be A Seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Upgrade to Seller' })).toBeVisible(), { timeout: 10_000 });
    await expect(within(dialog).getByText('Most Popular')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Against the real server: an agent's public header by username. */
export const PublicFromServer: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <ProfileHeader username="david_kamau" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'David Kamau' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
  },
};
