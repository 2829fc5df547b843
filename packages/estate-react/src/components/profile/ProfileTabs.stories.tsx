import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { agentProfile } from '../../storybook/fixtures.js';
import { asUser } from '../../storybook/session.js';
import { ProfileTabs, ProfileTabsView } from './ProfileTabs.js';

/**
 * A profile's Posts and Reels tabs (Radix Tabs, arrow keys move between them). Connected:
 * `<ProfileTabs username="david_kamau" />` or `<ProfileTabs own />`. Listings are compact tiles
 * linking to `paths.property(slug)`, reels 9:16 tiles linking to `paths.clip(slug)`.
 */
const meta = {
  title: 'Account/ProfileTabs',
  component: ProfileTabsView,
  args: { properties: agentProfile.properties, clips: agentProfile.clips },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileTabsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPosts: Story = {
  play: async ({ canvas }) => {
    const first = agentProfile.properties[0]!;
    await expect(canvas.getByRole('link', { name: new RegExp(first.title) })).toHaveAttribute('href', `/property/${first.slug}/`);
  },
};

export const Reels: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Reels' }));
    const clip = agentProfile.clips[0]!;
    await expect(await canvas.findByRole('link', { name: new RegExp(clip.title) })).toHaveAttribute('href', `/clip/${clip.slug}/`);
  },
};

/** Someone else's empty profile: 'No Posts available' and 'No Clips available'. */
export const EmptyPublic: Story = {
  args: { properties: [], clips: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Posts available')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Reels' }));
    await expect(await canvas.findByText('No Clips available')).toBeVisible();
  },
};

/** The own empty profile reads 'No reels available'. */
export const EmptyOwn: Story = {
  args: { properties: [], clips: [], own: true, defaultTab: 'reels' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reels available')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };
export const French: Story = { globals: { locale: 'fr' } };
export const Light: Story = { globals: { theme: 'light' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const PhoneReels: Story = { args: { defaultTab: 'reels' }, globals: { viewport: { value: 'phone' } } };

/** Against the real server: an agent's posts by username. */
export const FromServer: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <ProfileTabs username="david_kamau" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: new RegExp(agentProfile.properties[0]!.title) }, { timeout: 10_000 })).toBeVisible();
  },
};
