import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { properties } from '../../storybook/fixtures.js';
import { viewingSlots } from '../../storybook/viewings.js';
import { framed } from '../shared/story-helpers.js';
import { ProposeViewingForm } from './ProposeViewingDialog.js';

/**
 * 'Book a viewing' (issue 27): the owner's free times grouped by day, as radio buttons in one group
 * (arrow keys move through them), or a date and time of one's own; then 'Send proposal'. In the app
 * it is the body of `ProposeViewingDialog`, which reads the free times with `useViewingSlots`.
 */
const meta = {
  title: 'Chat/ProposeViewingDialog',
  component: ProposeViewingForm,
  args: { listingTitle: properties[0]!.title, slots: viewingSlots, hasHours: true, timeZone: 'Africa/Nairobi', onSubmit: fn(() => true) },
  decorators: [framed({ padding: '1rem', maxWidth: '30rem' })],
} satisfies Meta<typeof ProposeViewingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen is refused in words; a free time picked by keyboard is sent as it is. */
export const PickAFreeTime: Story = {
  play: async ({ canvas, args }) => {
    const times = canvas.getByRole('group', { name: 'Free times' });
    await expect(within(times).getAllByRole('group')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Send proposal' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a free time, or a date and time of your own.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const radios = within(times).getAllByRole('radio');
    radios[0]!.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await expect(radios[1]).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Send proposal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(viewingSlots[1]!.start, false);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A date and time of one's own, outside the free times: sent as the buyer's own time. */
export const OwnTime: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Date'), '2026-12-02');
    await userEvent.type(canvas.getByLabelText('Time'), '1530');
    await userEvent.click(canvas.getByRole('button', { name: 'Send proposal' }));
    const [start, own] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(own).toBe(true);
    await expect(new Date(start as string).getHours()).toBe(15);
  },
};

/** The agent keeps no hours: any time may be proposed. */
export const NoHours: Story = {
  args: { hasHours: false, slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The agent keeps no viewing hours: propose a time that suits you.')).toBeVisible();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};

/** The server refused the proposal: its reason shows, the form stays. */
export const Refused: Story = {
  args: { error: 'You already have a viewing of this listing waiting for an answer.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You already have a viewing of this listing waiting for an answer.');
  },
};

/** Loading the free times. */
export const Loading: Story = {
  args: { loading: true, slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading free times…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send proposal' })).toBeEnabled();
  },
};
