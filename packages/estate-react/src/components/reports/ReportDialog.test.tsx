import { EstateError, type ActionResult, type OwnerCase, type ReportInput } from '@estate/sdk';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineClient } from '../../testing/offline-client.js';
import { HiddenPendingReview } from './HiddenPendingReview.js';
import { ReportDialog } from './ReportDialog.js';

afterEach(cleanup);

/** The server's refusal of a second report, as the client makes it from the answer and its codes header. */
const alreadyReported = () =>
  new EstateError('You have already reported this.', 'http', 400, { detail: 'You have already reported this.' }, { detail: [{ code: 'already_reported_item', values: {} }] });

async function openDialog(onSubmit: (input: ReportInput) => Promise<ActionResult<unknown>>) {
  const { wrapper } = offlineClient();
  render(<ReportDialog open onOpenChange={() => undefined} kind="property" onSubmit={onSubmit} />, { wrapper });
  return within(await screen.findByRole('dialog', { name: 'Report this listing' }));
}

describe('ReportDialog', () => {
  it('lists the five reasons, each with its explanation, and asks for one before sending', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const, value: { reported: true } }));
    const dialog = await openDialog(onSubmit);
    expect(dialog.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['scam', 'wrong_information', 'unavailable', 'offensive', 'other']);
    expect(dialog.getByText('Asks for a deposit or a viewing fee, the place does not exist, or a fake agent.')).toBeDefined();
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('Choose a reason.')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the reason and the trimmed note, then thanks the member', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const, value: { reported: true } }));
    const dialog = await openDialog(onSubmit);
    fireEvent.click(dialog.getByRole('radio', { name: /Scam or fraud/ }));
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: '  Asked for a viewing fee by M-Pesa.  ' } });
    expect(dialog.getByText('34 / 500')).toBeDefined();
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByText('Thanks \u2014 our moderators will review it.')).toBeDefined());
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'scam', note: 'Asked for a viewing fee by M-Pesa.' });
  });

  it('keeps a refusal in the dialog, in the server\u2019s words, and refuses a note over 500 characters', async () => {
    const onSubmit = vi.fn(async () => ({ ok: false as const, error: alreadyReported() }));
    const dialog = await openDialog(onSubmit);
    fireEvent.click(dialog.getByRole('radio', { name: /Wrong information/ }));
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(dialog.getByText('Keep the note to 500 characters.')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText('You have already reported this.')).toBeDefined();
    expect(dialog.getByRole('button', { name: 'Send report' })).toBeDefined();
  });
});

const hiddenCase: OwnerCase = {
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

describe('HiddenPendingReview', () => {
  it('says why the listing is hidden and sends one appeal', async () => {
    const { wrapper } = offlineClient();
    const onAppeal = vi.fn(async () => ({ ok: true as const, value: undefined }));
    render(<HiddenPendingReview moderationCase={hiddenCase} onAppeal={onAppeal} />, { wrapper });
    expect(screen.getByText(/while our moderators review reports that it is a scam/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Write your appeal first.')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Your appeal'), { target: { value: 'It is real.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    await waitFor(() => expect(onAppeal).toHaveBeenCalledWith(7, 'It is real.'));
  });

  it('shows the date the appeal was sent instead of the form', () => {
    const { wrapper } = offlineClient();
    render(<HiddenPendingReview moderationCase={{ ...hiddenCase, appeal: 'It is real.', appealed_at: '2026-11-21T10:00:00Z', can_appeal: false }} onAppeal={vi.fn()} />, { wrapper });
    expect(screen.getByTestId('appeal-sent').textContent).toBe('Appeal sent Nov 21, 2026. A moderator will read it.');
    expect(screen.queryByRole('button', { name: 'Send appeal' })).toBeNull();
  });
});
