import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { actionDone, detailRefusal } from '../shared/action-results.js';
import { appealedCase, hiddenCase, licensesToVerify, messageCase, profileCase } from '../../storybook/moderation.js';
import { EstateError } from '@estate/sdk';
import { ModerationQueueView } from './ModerationQueue.js';

const meta = {
  title: 'Moderation/ModerationQueue',
  component: ModerationQueueView,
  args: {
    tab: 'hidden',
    onTabChange: fn(),
    onSelect: fn(),
    cases: [hiddenCase, appealedCase],
    licenseActions: { verify: fn(async () => actionDone()), reject: fn(async () => actionDone()) },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The moderators\u2019 queue (issue 26). Connected: `<ModerationQueue tab={tab} onTabChange={setTab} selectedId={id} onSelect={open} />`. Tabs Hidden, Open, Appealed, Licences and Resolved; each case shows the item, its owner, the number of reports and their reasons, and how long it has waited; the Licences tab lists agents whose EARB number waits for a check, with Verify (the year the register shows) and Reject (a reason the agent reads).',
      },
    },
  },
} satisfies Meta<typeof ModerationQueueView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden listings first: each a button that opens the case. */
export const Hidden: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Hidden' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Warehouse with loading bay in Changamwe')).toBeVisible();
    await expect(canvas.getByText(/2 reports · Scam, Wrong information/)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Hidden' })).getByText('Appealed')).toBeVisible();
    await userEvent.click(canvas.getByText('Warehouse with loading bay in Changamwe'));
    await expect(args.onSelect).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('tab', { name: 'Licences' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('licenses');
  },
};

/** A profile and a chat message reported: the message's own words show. */
export const Open: Story = {
  args: { tab: 'open', cases: [profileCase, messageCase], selectedId: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mwangi Githinji')).toBeVisible();
    await expect(canvas.getByText(/viewing fee to till 884422/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Mwangi Githinji/ })).toHaveAttribute('aria-current', 'true');
  },
};

export const Loading: Story = {
  args: { cases: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { tab: 'appealed', cases: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to review here.')).toBeVisible();
  },
};

/** Not a moderator: the server's refusal, in words. */
export const Refused: Story = {
  args: { cases: [], error: new EstateError('Only moderators can do this.', 'http', 403, { detail: 'Only moderators can do this.' }, { detail: [{ code: 'moderator_only', values: {} }] }), onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only moderators can do this.')).toBeVisible();
  },
};

/** The licences to check: Verify asks for the register's year, Reject for a reason. */
export const Licences: Story = {
  args: { tab: 'licenses', cases: [], licenses: licensesToVerify },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByText('EARB/A/2021/1184')).toBeVisible();
    await expect(canvas.getByText('No year given')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Grace Achieng' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Verify Grace Achieng\u2019s licence?' });
    await userEvent.clear(within(dialog).getByLabelText('Year on the register'));
    await userEvent.type(within(dialog).getByLabelText('Year on the register'), '1999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(within(dialog).getByText(/Enter a year from 2000 to/)).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Year on the register'));
    await userEvent.type(within(dialog).getByLabelText('Year on the register'), String(new Date().getFullYear()));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(args.licenseActions!.verify).toHaveBeenCalledWith('grace_achieng', new Date().getFullYear(), '');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A rejection the server refuses: its words in the dialog, which stays. */
export const LicenceRefused: Story = {
  args: {
    tab: 'licenses',
    cases: [],
    licenses: licensesToVerify,
    licenseActions: { verify: fn(async () => actionDone()), reject: fn(async () => detailRefusal(400, 'license_not_given', 'This member gave no agent licence number to verify.')) },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Samuel Mutua' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'No such number on the register.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByText('This member gave no agent licence number to verify.')).toBeVisible();
  },
};
