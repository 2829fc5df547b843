import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { dismissedCaseDetail, hiddenCase, hiddenCaseDetail, licensesToVerify, messageCase, profileCase } from '../../storybook/moderation.js';
import { actionDone, detailRefusal } from '../shared/action-results.js';
import { LicenseBadge } from './LicenseBadge.js';
import { ModerationCaseView } from './ModerationCase.js';
import { ModerationQueueView } from './ModerationQueue.js';

afterEach(cleanup);

const inKit = (node: React.ReactNode, locale: 'en' | 'fr' = 'en') => render(<EstateUIProvider locale={locale}>{node}</EstateUIProvider>);

describe('LicenseBadge', () => {
  it('says verified with the year, expired muted, and nothing when unverified', () => {
    inKit(
      <>
        <LicenseBadge status="verified" year={2026} />
        <LicenseBadge status="expired" year={2025} />
        <LicenseBadge status="unverified" year={null} />
        <LicenseBadge status="verified" year={null} />
      </>,
    );
    const badges = screen.getAllByTestId('license-badge');
    expect(badges.map((badge) => [badge.textContent, badge.dataset.status])).toEqual([
      ['Licence verified 2026', 'verified'],
      ['Licence expired 2025', 'expired'],
    ]);
  });

  it('speaks French', () => {
    inKit(<LicenseBadge status="verified" year={2026} />, 'fr');
    expect(screen.getByTestId('license-badge').textContent).toBe('Licence vérifiée 2026');
  });
});

describe('ModerationQueueView', () => {
  it('lists the cases with their reasons and opens one', () => {
    const onSelect = vi.fn();
    inKit(<ModerationQueueView tab="open" onTabChange={() => {}} cases={[profileCase, messageCase]} onSelect={onSelect} />);
    expect(screen.getByText('Mwangi Githinji')).toBeTruthy();
    expect(screen.getByText(/viewing fee to till 884422/)).toBeTruthy();
    fireEvent.click(screen.getByText('Mwangi Githinji'));
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('says when a tab is empty, and marks the hidden and appealed items', () => {
    inKit(<ModerationQueueView tab="hidden" onTabChange={() => {}} cases={[hiddenCase]} />);
    expect(screen.getByText('Hidden from lists')).toBeTruthy();
    cleanup();
    inKit(<ModerationQueueView tab="licenses" onTabChange={() => {}} licenses={[]} />);
    expect(screen.getByText('No licences wait for a check.')).toBeTruthy();
  });

  it('verifies a licence with the year the register shows', async () => {
    const verify = vi.fn(async () => actionDone());
    inKit(<ModerationQueueView tab="licenses" onTabChange={() => {}} licenses={licensesToVerify} licenseActions={{ verify, reject: vi.fn() }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify Samuel Mutua' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Year on the register'), { target: { value: '2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verify).toHaveBeenCalledWith('samuel_mutua', 2026, ''));
  });
});

describe('ModerationCaseView', () => {
  it('offers the actions the item allows, and asks a reason before acting', async () => {
    const onAction = vi.fn(async () => actionDone());
    inKit(<ModerationCaseView moderationCase={hiddenCaseDetail} onAction={onAction} />);
    const actions = within(screen.getByRole('group', { name: 'Actions' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual(['Dismiss', 'Remove', 'Warn', 'Suspend']);
    fireEvent.click(actions.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeTruthy();
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Keep the reason under 1000 characters.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' Took deposits for houses that do not exist. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('suspend', 'Took deposits for houses that do not exist.'));
  });

  it('shows the server\u2019s refusal in the dialog', async () => {
    const onAction = vi.fn(async () => detailRefusal(403, 'suspend_moderator', 'A moderator\u2019s account cannot be suspended: take the role away first.'));
    inKit(<ModerationCaseView moderationCase={hiddenCaseDetail} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Scams.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('A moderator\u2019s account cannot be suspended: take the role away first.')).toBeTruthy();
  });

  it('shows a closed case with its decision and no actions', () => {
    inKit(<ModerationCaseView moderationCase={dismissedCaseDetail} onAction={vi.fn()} />);
    expect(screen.getByText('This case is closed.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
  });
});
