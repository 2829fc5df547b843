import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ListingRange } from '@estate/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingFilterBar } from './ListingFilterBar.js';
import { PriceFilters } from './PriceFilters.js';
import { offlineClient } from '../../testing/offline-client.js';

afterEach(cleanup);


function renderFilters(value: ListingRange = {}, locale: 'en' | 'fr' = 'en') {
  const onChange = vi.fn<(next: ListingRange) => void>();
  render(<PriceFilters value={value} onChange={onChange} />, { wrapper: offlineClient({ locale }).wrapper });
  return onChange;
}

const type = (name: string, text: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: text } });

describe('PriceFilters', () => {
  it('applies the panel: a price range, bedrooms and plot area, keeping the sort', () => {
    const onChange = renderFilters({ sort: 'likes' });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    type('Minimum price (USD)', '100000');
    type('Maximum price (USD)', ' 400000 ');
    fireEvent.click(within(within(panel).getByRole('group', { name: 'Bedrooms' })).getByRole('radio', { name: '3+' }));
    fireEvent.click(within(within(panel).getByRole('group', { name: 'Bathrooms' })).getByRole('radio', { name: '2+' }));
    type('Maximum plot area (m²)', '750.5');
    fireEvent.click(within(panel).getByRole('button', { name: 'Show results' }));
    expect(onChange).toHaveBeenCalledWith({ min_price: 100000, max_price: 400000, max_plot_area: 750.5, min_bedrooms: 3, min_bathrooms: 2, sort: 'likes' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a minimum above its maximum and text, under the fields, until fixed', () => {
    const onChange = renderFilters();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    type('Minimum price (USD)', '500');
    type('Maximum price (USD)', '100');
    type('Minimum plot area (m²)', 'big');
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Minimum price (USD)' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The minimum is above the maximum.')).toBeTruthy();
    expect(screen.getByText('Enter a number of 0 or more.')).toBeTruthy();
    type('Maximum price (USD)', '1000');
    type('Minimum plot area (m²)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(onChange).toHaveBeenCalledWith({ min_price: 500, max_price: 1000 });
  });

  it('starts the panel from the filters on, and Clear all empties it', () => {
    const onChange = renderFilters({ min_price: 2000, min_bedrooms: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Filters, 2 on' }));
    expect((screen.getByRole('textbox', { name: 'Minimum price (USD)' }) as HTMLInputElement).value).toBe('2000');
    expect((within(screen.getByRole('group', { name: 'Bedrooms' })).getByRole('radio', { name: '4+' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear all' }));
    expect((screen.getByRole('textbox', { name: 'Minimum price (USD)' }) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(onChange).toHaveBeenCalledWith({});
  });

  it('changes the sort at once, and shows a chip per filter that removes it', () => {
    const onChange = renderFilters({ min_price: 100000, max_price: 400000, min_bathrooms: 2, sort: '-price' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('-price');
    fireEvent.change(sort, { target: { value: 'price' } });
    expect(onChange).toHaveBeenLastCalledWith({ min_price: 100000, max_price: 400000, min_bathrooms: 2, sort: 'price' });
    const chips = within(screen.getByRole('list', { name: 'Filters on' }));
    fireEvent.click(chips.getByRole('button', { name: 'Remove filter: $100K – $400K' }));
    expect(onChange).toHaveBeenLastCalledWith({ min_bathrooms: 2, sort: '-price' });
    fireEvent.click(chips.getByRole('button', { name: 'Remove filter: 2+ bathrooms' }));
    expect(onChange).toHaveBeenLastCalledWith({ min_price: 100000, max_price: 400000, sort: '-price' });
    fireEvent.click(chips.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: '-price' });
  });

  it('speaks French', () => {
    renderFilters({ min_bedrooms: 2 }, 'fr');
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer le filtre : 2+ chambres' })).toBeTruthy();
  });
});

describe('ListingFilterBar with the price filters', () => {
  it('keeps the range in every link and shows the filters when the host takes changes', () => {
    render(<ListingFilterBar country="KE" range={{ min_price: 1000, sort: 'price' }} onRangeChange={() => undefined} />, { wrapper: offlineClient().wrapper });
    const types = within(screen.getByRole('group', { name: 'Property type' }));
    expect(types.getByRole('link', { name: 'House' }).getAttribute('href')).toBe('/property-type/KE/House?min_price=1000&sort=price');
    expect(screen.getByRole('group', { name: 'Price, rooms and sort' })).toBeTruthy();
  });

  it('is the plain bar without onRangeChange', () => {
    render(<ListingFilterBar country="KE" />, { wrapper: offlineClient().wrapper });
    expect(screen.queryByRole('group', { name: 'Price, rooms and sort' })).toBeNull();
    expect(screen.getByRole('link', { name: 'House' }).getAttribute('href')).toBe('/property-type/KE/House');
  });
});
