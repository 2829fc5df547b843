import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { agentProfile, myProfile } from '../../storybook/fixtures.js';
import { MiniProfileCardView } from './MiniProfileCard.js';
import { framed } from '../shared/story-helpers.js';

/**
 * The owner's card that a property card shows when its owner is hovered or focused (spec §2):
 * photo, social links, full name, country, the badge (Buyer, Seller or Agent), counts of
 * properties and clips, and the first 3 covers or 'No Posts available'. `OwnerPreview` wraps any
 * link with it, fetching the profile only once opened.
 *
 * ```tsx
 * <OwnerPreview username={property.username}>
 *   <Link href={paths.profile(property.username)}>{property.username}</Link>
 * </OwnerPreview>
 * ```
 */
const meta = {
  title: 'Property/MiniProfileCard',
  component: MiniProfileCardView,
  args: { profile: agentProfile },
  decorators: [framed({ width: 320, padding: 16, border: '1px solid var(--est-border)', borderRadius: 16, background: 'var(--est-surface)' })],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MiniProfileCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Agent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('David Kamau')).toBeVisible();
    await expect(canvas.getByText('Agent')).toBeVisible();
    await expect(canvas.getByText('🇰🇪 Kenya')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'David Kamau on Instagram' })).toHaveAttribute('href', agentProfile.instagram_url);
    await expect(canvas.getAllByRole('link', { name: /^Open / })).toHaveLength(3);
  },
};

export const BuyerWithoutPosts: Story = {
  args: { profile: { ...myProfile, properties: [], properties_count: 0, clips_count: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Posts available')).toBeVisible();
    await expect(canvas.getByText('Buyer')).toBeVisible();
  },
};

export const Loading: Story = { args: { profile: undefined, username: 'david_kamau' } };

export const French: Story = { globals: { locale: 'fr' } };

export const LightTheme: Story = { globals: { theme: 'light' } };
