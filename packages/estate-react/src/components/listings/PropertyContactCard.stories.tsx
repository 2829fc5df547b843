import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageCircle } from '../../icons/index.js';
import { expect } from 'storybook/test';
import { propertyDetail } from '../../storybook/fixtures.js';
import { Button } from '../../primitives/Button.js';
import { PropertyContactCard } from './PropertyContactCard.js';
import { framed } from '../shared/story-helpers.js';

/**
 * The detail page's contact card: the price with tax and After Tax, who lists it, the host's
 * owner actions (the app's 'Message {owner}') and Share. It stays in view beside the content; on
 * phones it is a bar stuck to the bottom with the price, the actions and Share.
 *
 * ```tsx
 * <PropertyContactCard property={property} ownerActionsSlot={<MessageOwner />} />
 * ```
 */
const meta = {
  title: 'Property/PropertyContactCard',
  component: PropertyContactCard,
  args: {
    property: propertyDetail,
    ownerActionsSlot: (
      <Button icon={<MessageCircle size={16} aria-hidden />}>
        <span className="est-truncate">Message {propertyDetail.username}</span>
      </Button>
    ),
  },
  decorators: [framed({ maxWidth: 340 })],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PropertyContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Contact the owner' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeVisible();
    // The owner's link reads their name (and agency); it leads to their profile.
    const owner = canvas.getByRole('link', { name: new RegExp(propertyDetail.owner_name || propertyDetail.username) });
    await expect(owner).toBeVisible();
    await expect(owner).toHaveAttribute('href', expect.stringContaining(`/profile/${propertyDetail.username}/`));
  },
};

export const WithoutOwnerActions: Story = { args: { ownerActionsSlot: undefined } };

/** On a phone: the bar with the price, the owner action and Share (its label kept for screen readers). */
export const PhoneBottomBar: Story = {
  decorators: [framed({ minHeight: 480, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' })],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    // The layout follows the viewport, which the test runner does not narrow: only the parts are checked here.
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(canvas.getByText(/^Message /)).toBeInTheDocument();
  },
};

export const LightTheme: Story = { globals: { theme: 'light' } };
