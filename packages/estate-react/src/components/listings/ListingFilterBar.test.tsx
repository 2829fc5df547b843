import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ListingRange } from '@estate/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingFilterBar } from './ListingFilterBar.js';
import { offlineClient } from '../../testing/offline-client.js';

afterEach(cleanup);

function renderBar(range: ListingRange, locale: 'en' | 'fr' = 'en') {
  const onRangeChange = vi.fn<(next: ListingRange) => void>();
  render(<ListingFilterBar country="KE" propertyType="House" range={range} onRangeChange={onRangeChange} />, { wrapper: offlineClient({ locale }).wrapper });
  return onRangeChange;
}

describe('ListingFilterBar', () => {
  it('shows one row of pills: Filters with its count, the choices, price and rooms with what is set', () => {
    renderBar({ min_price: 100000, max_price: 400000, min_bedrooms: 3 });
    const bar = within(screen.getByRole('navigation', { name: 'Filters' }));
    expect(bar.getByRole('button', { name: 'Filters, 2 on' })).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Property type: House' }).getAttribute('data-active')).toBe('true');
    expect(bar.getByRole('button', { name: 'Advert type' }).getAttribute('data-active')).toBeNull();
    expect(bar.getByRole('button', { name: '$100K – $400K' })).toBeTruthy();
    expect(bar.getByRole('button', { name: '3+ bedrooms' })).toBeTruthy();
  });

  it("a choice pill's menu links each pick to its route, keeping the range", () => {
    renderBar({ min_price: 1000, sort: 'price' });
    fireEvent.click(screen.getByRole('button', { name: 'Advert type' }));
    const adverts = within(screen.getByRole('group', { name: 'Advert type' }));
    expect(adverts.getByRole('link', { name: 'For Sale' }).getAttribute('href')).toBe('/KE/House/For%20Sale/?min_price=1000&sort=price');
    expect(adverts.getByRole('link', { name: 'All (Advert type)' }).getAttribute('href')).toBe('/property-type/KE/House?min_price=1000&sort=price');
  });

  it('changes the sort at once, and shows a chip only for each filter set, which removes it', () => {
    const onRangeChange = renderBar({ min_price: 100000, max_price: 400000, min_bathrooms: 2, sort: '-price' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('-price');
    fireEvent.change(sort, { target: { value: 'price' } });
    expect(onRangeChange).toHaveBeenLastCalledWith({ min_price: 100000, max_price: 400000, min_bathrooms: 2, sort: 'price' });
    const chips = within(screen.getByRole('list', { name: 'Filters on' }));
    expect(chips.getAllByRole('listitem')).toHaveLength(4);
    expect(chips.getByRole('link', { name: 'Remove filter: House' }).getAttribute('href')).toBe('/KE?min_price=100000&max_price=400000&min_bathrooms=2&sort=-price');
    fireEvent.click(chips.getByRole('button', { name: 'Remove filter: $100K – $400K' }));
    expect(onRangeChange).toHaveBeenLastCalledWith({ min_bathrooms: 2, sort: '-price' });
    fireEvent.click(chips.getByRole('button', { name: 'Remove filter: 2+ bathrooms' }));
    expect(onRangeChange).toHaveBeenLastCalledWith({ min_price: 100000, max_price: 400000, sort: '-price' });
    fireEvent.click(chips.getByRole('button', { name: 'Clear all' }));
    expect(onRangeChange).toHaveBeenLastCalledWith({ sort: '-price' });
  });

  it('shows no chips when nothing is set', () => {
    render(<ListingFilterBar country="KE" range={{ sort: 'likes' }} onRangeChange={() => undefined} />, { wrapper: offlineClient().wrapper });
    expect(screen.queryByRole('list', { name: 'Filters on' })).toBeNull();
  });

  it('is only the choice pills without onRangeChange', () => {
    render(<ListingFilterBar country="KE" />, { wrapper: offlineClient().wrapper });
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Property type' })).toBeTruthy();
  });

  it('speaks French', () => {
    renderBar({ min_bedrooms: 2 }, 'fr');
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer le filtre : 2+ chambres' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Type de bien : Maison' })).toBeTruthy();
  });
});
