import type { SavedSearch } from '@estate/sdk';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { daysAgo, savedSearchFixture } from '../../storybook/saved-searches.js';
import { actionDone, fieldRefusal } from '../shared/action-results.js';
import { savedSearchHref, SavedSearchesView } from './SavedSearches.js';
import { SaveSearchDialog } from './SaveSearchButton.js';
import { UnsubscribeResultView } from './UnsubscribeResult.js';

afterEach(cleanup);

const search = (overrides: Partial<SavedSearch> = {}): SavedSearch =>
  savedSearchFixture({ new_matches: 2, last_digest_at: null, created_at: daysAgo(2), ...overrides });

describe('SavedSearchesView', () => {
  it('lists each search with a readable summary, its new matches and a results link', () => {
    render(<SavedSearchesView searches={[search(), search({ id: 2, name: 'Offices', country: null, advert_type: null, property_type: 'Office', min_price: null, max_price: null, min_bedrooms: null, new_matches: 0, alerts: false })]} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: /Family homes in Nairobi/ })).toBeTruthy();
    expect(items[0]!.querySelector('.est-saved-search-summary')!.textContent).toBe('KenyaFor SaleHouse$100K – $300K3+ beds');
    expect(first.getByText('2 new')).toBeTruthy();
    expect(first.getByRole('link', { name: 'View results' }).getAttribute('href')).toBe('/KE/House/For%20Sale/?min_price=100000&max_price=300000&min_bedrooms=3');
    expect(first.getByRole('switch', { name: 'Alerts for “Family homes in Nairobi”' }).getAttribute('aria-checked')).toBe('true');
    expect(within(items[1]!).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('2 of 20 saved')).toBeTruthy();
  });

  it('toggles alerts, renames with the server’s field error, and deletes after confirming', async () => {
    const onToggleAlerts = vi.fn(async () => actionDone());
    const onRename = vi.fn().mockResolvedValueOnce(fieldRefusal({ name: [['duplicate_name', {}, 'You already have a saved search with this name.']] })).mockResolvedValueOnce(actionDone());
    const onDelete = vi.fn(async () => actionDone());
    render(<SavedSearchesView searches={[search()]} onToggleAlerts={onToggleAlerts} onRename={onRename} onDelete={onDelete} />);

    fireEvent.click(screen.getByRole('switch'));
    expect(onToggleAlerts).toHaveBeenCalledWith(1, false);

    fireEvent.click(screen.getByRole('button', { name: 'Rename “Family homes in Nairobi”' }));
    const field = await screen.findByLabelText('Name');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the search a name.')).toBeTruthy();
    expect(onRename).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'Offices' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You already have a saved search with this name.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Nairobi homes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRename).toHaveBeenLastCalledWith(1, 'Nairobi homes');

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Family homes in Nairobi”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    expect(within(dialog).getByText(/“Family homes in Nairobi” and its alerts will be removed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(1));
  });

  it('shows skeletons while loading, an empty state, and an error with Try again', () => {
    const { rerender } = render(<SavedSearchesView loading />);
    expect(screen.getByLabelText('Loading…').getAttribute('aria-busy')).toBe('true');
    rerender(<SavedSearchesView searches={[]} />);
    expect(screen.getByText('No saved searches yet')).toBeTruthy();
    const onRetry = vi.fn();
    rerender(<SavedSearchesView error="Your saved searches could not be loaded." onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('speaks French', () => {
    render(
      <EstateUIProvider locale="fr">
        <SavedSearchesView searches={[search({ min_price: null, max_price: null })]} />
      </EstateUIProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Recherches enregistrées' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les résultats' })).toBeTruthy();
    expect(screen.getByText('3+ ch.')).toBeTruthy();
  });
});

describe('savedSearchHref', () => {
  it('links a search to the listing route of its choices, with the ranges in the query', () => {
    expect(savedSearchHref({ country: 'KE' })).toBe('/KE');
    expect(savedSearchHref({ property_status: 'Ongoing Project', min_bathrooms: 2, sort: '-price' })).toBe('/property-status/Ongoing%20Project?min_bathrooms=2&sort=-price');
    expect(savedSearchHref({ min_price: 5000 })).toBe('/?min_price=5000');
  });
});

describe('SaveSearchDialog', () => {
  it('suggests a name from the filters and saves with alerts on', async () => {
    const onSave = vi.fn(async () => actionDone());
    render(<SaveSearchDialog open onOpenChange={() => {}} filters={{ country: 'KE', advert_type: 'For Sale', min_bedrooms: 3 }} onSave={onSave} manageHref="/my-profile/?tab=saved-searches" />);
    const field = screen.getByLabelText('Name') as HTMLInputElement;
    expect(field.value).toBe('Kenya · For Sale · 3+ beds');
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Kenya · For Sale · 3+ beds', alerts: true }));
    expect(await screen.findByText('Search saved. We will tell you about new matches.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage saved searches' }).getAttribute('href')).toBe('/my-profile/?tab=saved-searches');
  });

  it('refuses to save a search without filters, and shows the server’s refusal', async () => {
    render(<SaveSearchDialog open onOpenChange={() => {}} filters={{ sort: 'price' }} onSave={vi.fn()} />);
    expect(screen.getByText(/Choose at least one filter/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save search' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    const onSave = vi.fn(async () => fieldRefusal({ non_field_errors: [['saved_search_limit', { max: 20 }, 'You can keep at most 20 saved searches. Delete one to save another.']] }));
    render(<SaveSearchDialog open onOpenChange={() => {}} filters={{ country: 'NG' }} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('You can keep at most 20 saved searches. Delete one to save another.')).toBeTruthy();
  });
});

describe('UnsubscribeResultView', () => {
  it('says what happened', () => {
    const { rerender } = render(<UnsubscribeResultView state="working" />);
    expect(screen.getByRole('status').textContent).toBe('Turning off the alerts…');
    rerender(<UnsubscribeResultView state="done" name="Offices" />);
    expect(screen.getByText('You will no longer get alerts for “Offices”.')).toBeTruthy();
    rerender(<UnsubscribeResultView state="failed" />);
    expect(screen.getByText(/This unsubscribe link is not valid/)).toBeTruthy();
  });
});
