import type { ListingRange } from '@estate/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ListingFilterBar } from './ListingFilterBar.js';
import { PriceFilters, type PriceFiltersProps } from './PriceFilters.js';

/** The filters with their own state, as a page keeps them in its URL; `onChange` is still reported. */
function Stateful({ value: initial, onChange }: PriceFiltersProps) {
  const [value, setValue] = useState<ListingRange>(initial);
  return (
    <PriceFilters
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/**
 * A listing's price, rooms and plot-area filters and its sort (issue 13), with the API's names
 * (`ListingRange` of `@estate/sdk`). The sort applies at once; the filters sit behind a Filters
 * button with a count, in a panel that is a bottom sheet on phones, with Clear all and Show
 * results. The filters on show as chips that remove themselves. Keep the value in the URL with
 * `filtersFromSearchParams` / `filtersToSearchParams`; `ListingFilterBar` shows it when given
 * `onRangeChange`.
 *
 * ```tsx
 * const [params, setParams] = useSearchParams();
 * <PriceFilters value={filtersFromSearchParams(params)} onChange={(next) => setParams(filtersToSearchParams(next, params))} />
 * ```
 */
const meta = {
  title: 'Navigation/PriceFilters',
  component: PriceFilters,
  args: { value: {}, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PriceFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing on: the Filters button without a badge, the newest first. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');

    // A price range and bedrooms, applied from the panel.
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Minimum price (USD)' }), '100000');
    await userEvent.type(panel.getByRole('textbox', { name: 'Maximum price (USD)' }), '50000');
    await userEvent.click(within(panel.getByRole('group', { name: 'Bedrooms' })).getByRole('radio', { name: '3+' }));
    await userEvent.click(panel.getByRole('button', { name: 'Show results' }));
    // The minimum is above the maximum: said under the field, nothing applied.
    await expect(panel.getByText('The minimum is above the maximum.')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(panel.getByRole('textbox', { name: 'Maximum price (USD)' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Maximum price (USD)' }), '400000');
    await userEvent.click(panel.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith({ min_price: 100000, max_price: 400000, min_bedrooms: 3 });

    // The badge counts them; each chip removes its own; the sort applies at once.
    await expect(canvas.getByRole('button', { name: 'Filters, 2 on' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min_price: 100000, max_price: 400000, min_bedrooms: 3, sort: '-price' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter: 3+ bedrooms' }));
    await expect(canvas.getByRole('button', { name: 'Filters, 1 on' })).toBeVisible();
  },
};

/** Filters on: the badge, the chips and Clear all. */
export const WithFilters: Story = {
  args: { value: { min_price: 150000, max_price: 900000, min_bedrooms: 2, min_bathrooms: 2, min_plot_area: 300, sort: 'price' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Filters, 4 on' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove filter: $150K – $900K' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ sort: 'price' });
    await expect(canvas.queryByRole('list', { name: 'Filters on' })).toBeNull();
  },
};

/** The panel open, from the keyboard: the rooms are radio groups, Escape closes it. */
export const PanelOpen: Story = {
  args: { value: { min_price: 2000, min_bathrooms: 1 } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Filters, 2 on' }).focus();
    await userEvent.keyboard('{Enter}');
    const panel = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await expect(panel.getByRole('textbox', { name: 'Minimum price (USD)' })).toHaveValue('2000');
    await expect(within(panel.getByRole('group', { name: 'Bathrooms' })).getByRole('radio', { name: '1+' })).toBeChecked();
  },
};

export const PhoneSheet: Story = { ...PanelOpen, globals: { viewport: { value: 'phone' } } };

export const French: Story = { args: { value: { max_price: 250000, min_bedrooms: 3, sort: 'likes' } }, globals: { locale: 'fr' } };

export const LightTheme: Story = { args: { value: { min_price: 50000, min_bathrooms: 2 } }, globals: { theme: 'light' } };

/** In the listing filter bar: its links keep the range, the range row sits under the choices. */
export const InListingFilterBar: Story = {
  args: { value: { min_price: 100000, sort: '-price' } },
  render: (args) => {
    function Bar() {
      const [range, setRange] = useState<ListingRange>(args.value);
      return <ListingFilterBar country="KE" propertyType="House" range={range} onRangeChange={setRange} />;
    }
    return <Bar />;
  },
  play: async ({ canvas }) => {
    const adverts = within(canvas.getByRole('group', { name: 'Advert type' }));
    await expect(adverts.getByRole('link', { name: 'For Sale' })).toHaveAttribute('href', '/KE/House/For%20Sale/?min_price=100000&sort=-price');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-price');
  },
};
