import { EstateError, type ActionResult, type ReportInput } from '@estate/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ReportDialog } from './ReportDialog.js';

/**
 * A member's report of a listing, clip, profile or chat message (issue 26): the five reasons, each
 * with a line saying what it covers, an optional note with its counter, Send report. The server
 * never tells the reporter what others reported; two members who are not connected hide a
 * listing at once, pending review.
 *
 * ```tsx
 * const { report } = useReport('property', property.id);
 * <ReportDialog open={open} onOpenChange={setOpen} kind="property" onSubmit={report} />
 * ```
 * or simply `<ReportButton kind="property" target={property.id} />` (`useReportDialog` for menus).
 */
const meta = {
  title: 'Trust/ReportDialog',
  component: ReportDialog,
  args: { open: true, onOpenChange: fn(), kind: 'property', onSubmit: fn<(input: ReportInput) => Promise<ActionResult<unknown>>>(async () => ({ ok: true, value: { reported: true } })) },
  parameters: { docs: { story: { inline: false, height: '720px' } } },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** Open, nothing chosen yet. */
export const Choosing: Story = {
  play: async () => {
    const dialog = await dialogNamed('Report this listing');
    await waitFor(() => expect(dialog.getAllByRole('radio')).toHaveLength(5));
    // The dialog fades in.
    await waitFor(() => expect(dialog.getByText('Already sold or let, but still advertised.')).toBeVisible());
    await expect(dialog.getByText('0 / 500')).toBeVisible();
  },
};

/** Send report with no reason says to choose one, and sends nothing. */
export const NeedsAReason: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed('Report this listing');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await dialog.findByText('Choose a reason.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A reason and a note, sent: the thanks. */
export const Sent: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed('Report this listing');
    await userEvent.click(dialog.getByRole('radio', { name: /Scam or fraud/ }));
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'Asked for a KES 2,000 viewing fee by M-Pesa.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    const thanks = await dialogNamed('Report sent');
    await expect(thanks.getByText('Thanks \u2014 our moderators will review it.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'scam', note: 'Asked for a KES 2,000 viewing fee by M-Pesa.' });
  },
};

/** The server refuses (reported already): its words stay in the dialog, the form with them. */
export const Refused: Story = {
  args: {
    kind: 'reel',
    onSubmit: fn<(input: ReportInput) => Promise<ActionResult<unknown>>>(async () => ({
      ok: false as const,
      error: new EstateError('You have already reported this.', 'http', 400, { detail: 'You have already reported this.' }, { detail: [{ code: 'already_reported_item', values: {} }] }),
    })),
  },
  play: async () => {
    const dialog = await dialogNamed('Report this clip');
    await userEvent.click(dialog.getByRole('radio', { name: /Offensive/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await dialog.findByText('You have already reported this.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send report' })).toBeEnabled();
  },
};

/** No answer from the server: the network's words, and the member can try again. */
export const Offline: Story = {
  args: {
    kind: 'message',
    onSubmit: fn<(input: ReportInput) => Promise<ActionResult<unknown>>>(async () => ({ ok: false as const, error: new EstateError('Network error. Please check your connection and try again.', 'network') })),
  },
  play: async () => {
    const dialog = await dialogNamed('Report this message');
    await userEvent.click(dialog.getByRole('radio', { name: /Something else/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await dialog.findByText(/Network error/)).toBeVisible();
  },
};

/** A note over 500 characters is refused before anything is sent. */
export const NoteTooLong: Story = {
  args: { kind: 'profile' },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Report this profile');
    await userEvent.click(dialog.getByRole('radio', { name: /Scam or fraud/ }));
    await userEvent.click(dialog.getByLabelText('Note (optional)'));
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await dialog.findByText('Keep the note to 500 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
