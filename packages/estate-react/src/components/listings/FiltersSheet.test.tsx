import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ListingRange } from '@estate/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingFilterBar, type ListingFilters } from './ListingFilterBar.js';
import { offlineClient } from '../../testing/offline-client.js';

afterEach(cleanup);

/** The bar on `choices` with `range`, its sheet opened; the spies of what it applies. */
function openSheet(range: ListingRange = {}, choices: ListingFilters = { country: 'KE' }, trigger = /^Filters/) {
  const onRangeChange = vi.fn<(next: ListingRange) => void>();
  const onNavigate = vi.fn<(href: string) => void>();
  render(<ListingFilterBar {...choices} range={range} onRangeChange={onRangeChange} onNavigate={onNavigate} />, { wrapper: offlineClient().wrapper });
  fireEvent.click(screen.getByRole('button', { name: trigger }));
  return { onRangeChange, onNavigate, sheet: within(screen.getByRole('dialog', { name: 'Filters' })) };
}

const type = (name: string, text: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: text } });
const showResults = () => fireEvent.click(screen.getByRole('button', { name: /^Show (\d+ )?results?$/ }));

describe('FiltersSheet', () => {
  it('applies a price range, bedrooms, plot area and a sort on the same route', () => {
    const { onRangeChange, onNavigate, sheet } = openSheet({ sort: 'likes' });
    type('Minimum price (USD)', '100000');
    type('Maximum price (USD)', ' 400000 ');
    fireEvent.click(within(sheet.getByRole('group', { name: 'Bedrooms' })).getByRole('radio', { name: '3+' }));
    fireEvent.click(within(sheet.getByRole('group', { name: 'Bathrooms' })).getByRole('radio', { name: '2+' }));
    type('Maximum plot area (m²)', '750.5');
    fireEvent.change(sheet.getByRole('combobox', { name: 'Sort by' }), { target: { value: '-price' } });
    showResults();
    expect(onRangeChange).toHaveBeenCalledWith({ min_price: 100000, max_price: 400000, max_plot_area: 750.5, min_bedrooms: 3, min_bathrooms: 2, sort: '-price' });
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to the route of other choices, the range in its query', () => {
    const { onRangeChange, onNavigate, sheet } = openSheet({ min_price: 1000 }, { country: 'KE', propertyType: 'House' });
    fireEvent.click(within(sheet.getByRole('group', { name: 'Advert type' })).getByRole('radio', { name: 'For Rent' }));
    showResults();
    expect(onNavigate).toHaveBeenCalledWith('/KE/House/For%20Rent/?min_price=1000');
    expect(onRangeChange).not.toHaveBeenCalled();
  });

  it('outside a country keeps one choice at a time, as the routes list', () => {
    const { sheet } = openSheet({}, { propertyType: 'House' });
    const house = within(sheet.getByRole('group', { name: 'Property type' })).getByRole('radio', { name: 'House' }) as HTMLInputElement;
    expect(house.checked).toBe(true);
    fireEvent.click(within(sheet.getByRole('group', { name: 'Project status' })).getByRole('radio', { name: 'Ongoing Project' }));
    expect(house.checked).toBe(false);
  });

  it('refuses a minimum above its maximum and text, under the fields, until fixed', () => {
    const { onRangeChange } = openSheet();
    type('Minimum price (USD)', '500');
    type('Maximum price (USD)', '100');
    type('Minimum plot area (m²)', 'big');
    showResults();
    expect(onRangeChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Minimum price (USD)' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The minimum is above the maximum.')).toBeTruthy();
    expect(screen.getByText('Enter a number of 0 or more.')).toBeTruthy();
    type('Maximum price (USD)', '1000');
    type('Minimum plot area (m²)', '');
    showResults();
    expect(onRangeChange).toHaveBeenCalledWith({ min_price: 500, max_price: 1000 });
  });

  it('opens from the Price pill with the filters on, and Clear all empties the numbers but keeps the choices and the sort', () => {
    const { onRangeChange, onNavigate, sheet } = openSheet({ min_price: 2000, min_bedrooms: 4, sort: 'price' }, { country: 'KE', propertyType: 'Office' }, /^From \$2K$/);
    expect((screen.getByRole('textbox', { name: 'Minimum price (USD)' }) as HTMLInputElement).value).toBe('2000');
    expect((within(sheet.getByRole('group', { name: 'Bedrooms' })).getByRole('radio', { name: '4+' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(sheet.getByRole('button', { name: 'Clear all' }));
    expect((screen.getByRole('textbox', { name: 'Minimum price (USD)' }) as HTMLInputElement).value).toBe('');
    expect((within(sheet.getByRole('group', { name: 'Property type' })).getByRole('radio', { name: 'Office' }) as HTMLInputElement).checked).toBe(true);
    showResults();
    expect(onRangeChange).toHaveBeenCalledWith({ sort: 'price' });
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
