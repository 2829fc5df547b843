import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { actionDone, detailRefusal } from '../shared/action-results.js';
import { dismissedCaseDetail, hiddenCaseDetail } from '../../storybook/moderation.js';
import { ModerationCaseView } from './ModerationCase.js';
import { LicenseBadge } from './LicenseBadge.js';

const meta = {
  title: 'Moderation/ModerationCase',
  component: ModerationCaseView,
  args: { moderationCase: hiddenCaseDetail, onAction: fn(async () => actionDone()) },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A case whole (issue 26). Connected: `<ModerationCasePanel id={7} onBack={toQueue} />`. The reported item (a listing\u2019s photo and title, a message\u2019s words, a profile), the reports with their notes, the owner\u2019s appeal, the owner\u2019s and each reporter\u2019s history, the decisions taken; Dismiss, Hide, Remove, Warn and Suspend, each confirmed in a dialog that asks the reason the record keeps and the owner reads.',
      },
    },
  },
} satisfies Meta<typeof ModerationCaseView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listing hidden after two reports: the reports, the histories, the actions. */
export const HiddenListing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Warehouse with loading bay in Changamwe' })).toBeVisible();
    await expect(canvas.getByText(/KES 2,000 viewing fee/)).toBeVisible();
    await expect(canvas.getByText('Reported 3 times: 2 open, 1 dismissed, 0 removed')).toBeVisible();
    const actions = within(canvas.getByRole('group', { name: 'Actions' }));
    await expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual(['Dismiss', 'Remove', 'Warn', 'Suspend']);
  },
};

/** Dismiss: a reason is required; once given, the action is sent and the dialog closes. */
export const Dismiss: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Dismiss the reports?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  The owner showed the title deed.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onAction).toHaveBeenCalledWith('dismiss', 'The owner showed the title deed.');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

/** The server refuses (the case was closed meanwhile): its words in the dialog. */
export const ActionRefused: Story = {
  args: { onAction: fn(async () => detailRefusal(409, 'case_resolved', 'This case is resolved already (dismissed); nothing more can be done with it.', { status: 'dismissed' })) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Warn' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Quote the full price.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Warn' }));
    await expect(await within(dialog).findByText(/This case is resolved already/)).toBeVisible();
  },
};

/** After Dismiss: closed, the decision recorded with who and why; no more actions. */
export const Dismissed: Story = {
  args: { moderationCase: dismissedCaseDetail },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This case is closed.')).toBeVisible();
    await expect(canvas.getByText(/The owner showed the title deed; the photos match the plot./)).toBeVisible();
    await expect(canvas.getByText(/by njeri_kariuki/)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Actions' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { moderationCase: undefined, loading: true, onBack: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to the queue' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { moderationCase: undefined, error: new Error('Network error. Check your connection and try again.'), onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The licence badge: verified this year, expired (muted), and nothing when unverified. */
export const LicenceBadges: Story = {
  render: () => (
    <div className="est-row est-gap-3">
      <LicenseBadge status="verified" year={new Date().getFullYear()} />
      <LicenseBadge status="expired" year={new Date().getFullYear() - 1} />
      <LicenseBadge status="unverified" year={null} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Licence verified ${new Date().getFullYear()}`)).toBeVisible();
    await expect(canvas.getByText(`Licence expired ${new Date().getFullYear() - 1}`)).toBeVisible();
    await expect(canvas.getAllByTestId('license-badge')).toHaveLength(2);
  },
};
