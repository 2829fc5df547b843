import type { ListingRange } from '@estate/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ListingFilterBar, type ListingFilterBarProps } from './ListingFilterBar.js';

/** The bar with the range in its own state, as a page keeps it in its URL; `onRangeChange` is still reported. */
function Stateful({ range: initial = {}, onRangeChange, ...props }: ListingFilterBarProps) {
  const [range, setRange] = useState<ListingRange>(initial);
  return (
    <ListingFilterBar
      {...props}
      range={range}
      onRangeChange={(next) => {
        setRange(next);
        onRangeChange?.(next);
      }}
    />
  );
}

/**
 * A listing screen's filters in one row (issue 22): Filters (the sheet with every filter, with a
 * badge of how many are on), then property type, advert type and project status as pills whose
 * menus link to the routes that list them (spec §2: within a country a type and an advert type
 * combine, elsewhere a pick replaces the others, a status stands alone), then price and rooms,
 * which open the sheet. Under the row, a removable chip for each filter that is set, and the sort.
 *
 * ```tsx
 * const [params, setParams] = useSearchParams();
 * <ListingFilterBar country="KE" propertyType="House" range={filtersFromSearchParams(params)}
 *   onRangeChange={(next) => setParams(filtersToSearchParams(next, params))} onNavigate={navigate} />
 * ```
 */
const meta = {
  title: 'Navigation/ListingFilterBar',
  component: ListingFilterBar,
  args: { country: 'KE', onRangeChange: fn(), onNavigate: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ListingFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set: plain pills, no chips, the newest first. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    await expect(canvas.queryByRole('list', { name: 'Filters on' })).toBeNull();
  },
};

/** A type picked in a country: its pill filled, its menu linking each advert type to the combined route. */
export const InCountry: Story = {
  args: { propertyType: 'House', range: { min_price: 100000, sort: '-price' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Property type: House' })).toHaveAttribute('data-active');
    await userEvent.click(canvas.getByRole('button', { name: 'Advert type' }));
    const adverts = within(await screen.findByRole('group', { name: 'Advert type' }));
    await expect(adverts.getByRole('link', { name: 'For Sale' })).toHaveAttribute('href', '/KE/House/For%20Sale/?min_price=100000&sort=-price');
    await userEvent.keyboard('{Escape}');
  },
};

/** Filters on: the pills say what is set, a chip each removes it, Clear all keeps the sort. */
export const WithFilters: Story = {
  args: { propertyType: 'Apartment', advertType: 'For Rent', range: { min_price: 150000, max_price: 900000, min_bedrooms: 2, min_bathrooms: 2, sort: 'price' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Filters, 3 on' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '$150K – $900K' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter: 2+ bedrooms' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ min_price: 150000, max_price: 900000, min_bathrooms: 2, sort: 'price' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ sort: 'price' });
  },
};

export const Worldwide: Story = { args: { country: undefined, advertType: 'For Sale' } };

export const Status: Story = { args: { status: 'Completed Project' } };

export const French: Story = { args: { advertType: 'For Rent', range: { min_bedrooms: 3 } }, globals: { locale: 'fr' } };

export const LightTheme: Story = { args: { propertyType: 'Apartment', range: { max_price: 250000 } }, globals: { theme: 'light' } };

/** A phone: the row scrolls sideways, Filters first so it is always in sight. */
export const PhoneWidth: Story = { args: { propertyType: 'Office', advertType: 'Auction', range: { min_bathrooms: 1 } }, globals: { viewport: { value: 'phone' } } };
