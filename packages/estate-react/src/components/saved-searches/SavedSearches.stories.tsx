import type { SavedSearch } from '@estate/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { daysAgo, savedSearchFixture } from '../../storybook/saved-searches.js';
import { asUser } from '../../storybook/session.js';
import { actionDone } from '../shared/action-results.js';
import { SavedSearches, SavedSearchesView } from './SavedSearches.js';
import { SaveSearchButton, SaveSearchDialog } from './SaveSearchButton.js';
import { UnsubscribeResultView } from './UnsubscribeResult.js';

const base = savedSearchFixture();

const searches: SavedSearch[] = [
  base,
  { ...base, id: 2, name: 'Lagos rentals', country: 'NG', advert_type: 'For Rent', property_type: 'Apartment', min_price: null, max_price: 2500, min_bedrooms: 2, min_bathrooms: 2, new_matches: 0, created_at: daysAgo(30) },
  { ...base, id: 3, name: 'Offices anywhere', country: null, advert_type: null, property_type: 'Office', min_price: null, max_price: null, min_bedrooms: null, min_plot_area: 200, max_plot_area: 800, alerts: false, new_matches: 0, created_at: daysAgo(64) },
];

const ok = async () => actionDone();

const meta = {
  title: 'Account/SavedSearches',
  component: SavedSearchesView,
  args: { searches, onToggleAlerts: fn(ok), onRename: fn(ok), onDelete: fn(ok) },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A signed-in user\u2019s saved searches (issue 13). Connected: `<SavedSearches />` (`useSavedSearches`, its mutations). Each search reads as a summary of its filters, with its new matches, an alerts switch, View results (`savedSearchHref`), rename and delete (confirmed). `SaveSearchButton filters={...}` saves the filters of a listing page; guests get the guest popup.',
      },
    },
  },
} satisfies Meta<typeof SavedSearchesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three searches: alerts on with new matches, a rental, and one with alerts off. */
export const List: Story = {
  play: async ({ canvas, args }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText('3 new')).toBeVisible();
    await expect(within(items[0]!).getByRole('link', { name: 'View results' })).toHaveAttribute('href', '/KE/House/For%20Sale/?min_price=100000&max_price=300000&min_bedrooms=3');
    const off = within(items[2]!).getByRole('switch');
    await expect(off).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(off);
    await expect(args.onToggleAlerts).toHaveBeenCalledWith(3, true);
  },
};

/** Rename: the name is checked before it is sent; the dialog closes once saved. */
export const Rename: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename \u201cLagos rentals\u201d' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename \u201cLagos rentals\u201d' });
    const field = within(dialog).getByLabelText('Name');
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText('Give the search a name.')).toBeVisible();
    await userEvent.type(field, 'Lekki flats');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onRename).toHaveBeenCalledWith(2, 'Lekki flats'));
  },
};

/** Delete asks first, naming the search. */
export const Delete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete \u201cOffices anywhere\u201d' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    await waitFor(() => expect(within(dialog).getByText(/\u201cOffices anywhere\u201d and its alerts will be removed/)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(3));
  },
};

export const Loading: Story = {
  args: { searches: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading\u2026')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { searches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No saved searches yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { searches: undefined, error: 'Your saved searches could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The save dialog of a filtered listing page: a suggested name, alerts on. */
export const SaveDialog: Story = {
  render: () => <SaveSearchDialog open onOpenChange={() => {}} filters={{ country: 'KE', advert_type: 'For Sale', min_price: 100000, max_price: 300000, min_bedrooms: 3 }} onSave={ok} manageHref="/my-profile#saved-searches" />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await expect(within(dialog).getByLabelText('Name')).toHaveValue('Kenya \u00b7 For Sale \u00b7 $100K \u2013 $300K \u00b7 3+ beds');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await expect(await within(dialog).findByText('Search saved. We will tell you about new matches.')).toBeVisible();
  },
};

/** The page of a digest's unsubscribe link, once the alerts are off. */
export const Unsubscribed: Story = {
  render: () => <UnsubscribeResultView state="done" name="Family homes in Nairobi" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You will no longer get alerts for \u201cFamily homes in Nairobi\u201d.')).toBeVisible();
  },
};

/** Connected, against the demo API as the demo buyer: save the filters of a page, then see them listed. */
export const SaveAndList: Story = {
  ...(asUser('buyer@estate.demo') as unknown as Pick<Story, 'loaders' | 'decorators'>),
  render: () => {
    const name = `Story search ${Date.now().toString(36)}`;
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        <SaveSearchButton filters={{ country: 'KE', min_bedrooms: 4 }} defaultName={name} />
        <SavedSearches />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = (within(dialog).getByLabelText('Name') as HTMLInputElement).value;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await expect(await within(dialog).findByText('Search saved. We will tell you about new matches.')).toBeVisible();
    // The dialog's own Close (the last; the first is the corner's icon).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const item = await canvas.findByRole('heading', { level: 3, name }, { timeout: 10_000 });
    // Leave the demo data as it was.
    const row = item.closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: `Delete \u201c${name}\u201d` }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this saved search?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 3, name })).toBeNull(), { timeout: 10_000 });
  },
};
