import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { reels } from '../../storybook/fixtures.js';
import { asUser } from '../../storybook/session.js';
import { framed } from '../shared/story-helpers.js';
import { ReelOwnerActions, type ReelOwnerActionsProps } from './ReelOwnerActions.js';

const reel = reels[0]!;
const owner = asUser<ReelOwnerActionsProps>(`${reel.username.replace('_', '.')}@estate.demo`);

/**
 * What the owner of a clip sees under it (issue 22): Edit clip (the caption, and which of their
 * listings it shows, so viewers get its price and 'View listing') and Delete clip, behind a
 * confirmation.
 *
 * ```tsx
 * {me?.id === reel.user && <ReelOwnerActions reel={reel} onDeleted={() => navigate('/clips')} />}
 * ```
 */
const meta = {
  title: 'Reels/ReelOwnerActions',
  component: ReelOwnerActions,
  args: { reel },
  loaders: owner.loaders,
  decorators: [framed({ maxWidth: 420, padding: 24 }), ...owner.decorators],
} satisfies Meta<typeof ReelOwnerActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Edit clip: the caption and a choice among the owner's own listings (or none). */
export const Editing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit clip' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit clip' }));
    await expect(dialog.getByLabelText('Caption')).toHaveValue(reel.title);
    const listings = dialog.getByLabelText('Listing shown in this clip');
    await waitFor(() => expect(within(listings).getAllByRole('option').length).toBeGreaterThan(1));
    await expect(within(listings).getAllByRole('option')[0]).toHaveTextContent('None');
  },
};

export const ConfirmingDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete clip' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this clip?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
