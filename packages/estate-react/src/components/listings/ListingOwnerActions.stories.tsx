import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { propertyDetail } from '../../storybook/fixtures.js';
import { asUser } from '../../storybook/session.js';
import { framed } from '../shared/story-helpers.js';
import { AvailabilityBadge } from './AvailabilityBadge.js';
import { ListingOwnerActions, type ListingOwnerActionsProps } from './ListingOwnerActions.js';

/**
 * What the owner of a listing sees on its page (issue 22): its availability (Available, Under
 * offer, Sold, Let: sold and let listings leave the public lists), Edit listing (every field, the
 * photos removed, reordered and added, a new cover) and Delete listing behind a confirmation.
 *
 * ```tsx
 * {me?.id === property.user && <ListingOwnerActions property={property} onDeleted={() => navigate('/my-profile')} />}
 * ```
 */
const owner = asUser<ListingOwnerActionsProps>('wanjiku.njoroge@estate.demo');

const meta = {
  title: 'Property/ListingOwnerActions',
  component: ListingOwnerActions,
  args: { property: propertyDetail },
  loaders: owner.loaders,
  decorators: [framed({ maxWidth: 360, padding: 24 }), ...owner.decorators],
} satisfies Meta<typeof ListingOwnerActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Availability')).toHaveValue('available');
    await expect(canvas.getByRole('button', { name: 'Edit listing' })).toBeEnabled();
  },
};

/** Edit listing opens the post form filled in: the cover optional, the photos movable and removable. */
export const Editing: Story = {
  parameters: { docs: { story: { inline: false, height: '760px' } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit listing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit listing' }));
    await waitFor(() => expect(dialog.getByLabelText('Title')).toHaveValue(propertyDetail.title));
    await expect(dialog.getAllByTestId('kept-photo')).toHaveLength(propertyDetail.photos.length);
    await expect(dialog.getByRole('button', { name: 'Move earlier: Photo 1' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove photo: Photo 1' }));
    await expect(dialog.getAllByTestId('kept-photo')).toHaveLength(propertyDetail.photos.length - 1);
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/** Delete asks first, saying what goes with the listing; Cancel keeps it. */
export const ConfirmingDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete listing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this listing?' }));
    // The dialog fades in.
    await waitFor(() => expect(dialog.getByText(/cannot be undone/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The badge cards and pages show once a listing is no longer simply available. */
export const Badges: Story = {
  render: () => (
    <div className="est-row est-gap-2">
      <AvailabilityBadge availability="under_offer" />
      <AvailabilityBadge availability="sold" />
      <AvailabilityBadge availability="let" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('availability-badge').map((badge) => badge.textContent)).toEqual(['Under offer', 'Sold', 'Let']);
  },
};
