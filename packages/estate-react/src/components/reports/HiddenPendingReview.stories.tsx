import type { OwnerCase } from '@estate/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { framed } from '../shared/story-helpers.js';
import { HiddenPendingReview } from './HiddenPendingReview.js';

/**
 * What the owner of a listing or clip sees on its page once two members who are not connected
 * reported it (issue 26): it is hidden from every list pending review, why (the reason most
 * reports gave, never who), and one appeal. `OwnerModerationNotice({ kind, id })` reads the case
 * and sends the appeal through the SDK.
 */
const hidden: OwnerCase = {
  id: 7,
  target_kind: 'property',
  target_id: 12,
  title: 'Garden flat in Kilimani',
  link: '/property/garden-flat-kilimani/',
  status: 'hidden',
  reason: 'scam',
  reasons: [{ reason: 'scam', count: 2 }],
  hidden_at: '2026-11-20T09:00:00Z',
  appeal: null,
  appealed_at: null,
  can_appeal: true,
  created_at: '2026-11-20T08:00:00Z',
};

const meta = {
  title: 'Trust/HiddenPendingReview',
  component: HiddenPendingReview,
  args: { moderationCase: hidden, onAppeal: fn(async () => ({ ok: true as const, value: undefined })) },
  decorators: [framed({ maxWidth: 720, padding: 24 })],
} satisfies Meta<typeof HiddenPendingReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden, not yet appealed: the reason and the appeal form. */
export const Hidden: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/reports that it is a scam/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send appeal' }));
    await expect(await canvas.findByText('Write your appeal first.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Your appeal'), 'The flat is real: come and view it any day.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send appeal' }));
    await expect(args.onAppeal).toHaveBeenCalledWith(7, 'The flat is real: come and view it any day.');
  },
};

/** Appealed: the date it was sent, no form. */
export const AppealSent: Story = {
  args: { moderationCase: { ...hidden, reason: 'wrong_information', appeal: 'The price is right.', appealed_at: '2026-11-21T10:00:00Z', can_appeal: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/reports that it is wrongly described/)).toBeVisible();
    await expect(canvas.getByTestId('appeal-sent')).toHaveTextContent('Appeal sent Nov 21, 2026.');
    await expect(canvas.queryByRole('button', { name: 'Send appeal' })).toBeNull();
  },
};

/** A clip's notice. */
export const Clip: Story = {
  args: { moderationCase: { ...hidden, target_kind: 'reel', reason: 'offensive' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This clip is out of the feed/)).toBeVisible();
  },
};
