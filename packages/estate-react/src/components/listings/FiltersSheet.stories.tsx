import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ListingFilterBar } from './ListingFilterBar.js';

/**
 * The Filters sheet of a listing (issues 13, 22): every filter in one dialog, a side sheet on wide
 * screens and a bottom sheet on phones. Property type, advert type and project status, price and
 * plot area from/to, bedrooms and bathrooms as Any / 1+ … 5+, the sort; Clear all, and 'Show N
 * results' once the draft's count is in. It opens from the Filters, Price and Rooms pills of
 * `ListingFilterBar`; applied with other choices it calls `onNavigate` with their route.
 */
const meta = {
  title: 'Navigation/FiltersSheet',
  component: ListingFilterBar,
  args: { country: 'KE', propertyType: 'House', range: { min_price: 2000, min_bathrooms: 1 }, onRangeChange: fn(), onNavigate: fn() },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Filters, 2 on' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Filters' });
  },
} satisfies Meta<typeof ListingFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open from the keyboard, starting from what is on. */
export const Open: Story = {
  play: async (context) => {
    await meta.play(context);
    const sheet = within(screen.getByRole('dialog', { name: 'Filters' }));
    await expect(sheet.getByRole('textbox', { name: 'Minimum price (USD)' })).toHaveValue('2000');
    await expect(within(sheet.getByRole('group', { name: 'Bathrooms' })).getByRole('radio', { name: '1+' })).toBeChecked();
    await expect(within(sheet.getByRole('group', { name: 'Property type' })).getByRole('radio', { name: 'House' })).toBeChecked();
  },
};

/** Another advert type and a wrong price: the error under the field, then the route of the choices. */
export const ApplyOtherChoices: Story = {
  play: async (context) => {
    await meta.play(context);
    const { args } = context;
    const sheet = within(screen.getByRole('dialog', { name: 'Filters' }));
    await userEvent.click(within(sheet.getByRole('group', { name: 'Advert type' })).getByRole('radio', { name: 'For Rent' }));
    await userEvent.type(sheet.getByRole('textbox', { name: 'Maximum price (USD)' }), '1000');
    await userEvent.click(sheet.getByRole('button', { name: /^Show/ }));
    await expect(sheet.getByText('The minimum is above the maximum.')).toBeVisible();
    await userEvent.type(sheet.getByRole('textbox', { name: 'Maximum price (USD)' }), '00');
    await userEvent.click(sheet.getByRole('button', { name: /^Show/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onNavigate).toHaveBeenCalledWith('/KE/House/For%20Rent/?min_price=2000&max_price=100000&min_bathrooms=1');
  },
};

export const PhoneSheet: Story = { ...Open, globals: { viewport: { value: 'phone' } } };

export const LightTheme: Story = { ...Open, globals: { theme: 'light' } };

/** In French, open from the Rooms pill. */
export const French: Story = {
  args: { range: { min_price: 2000, min_bedrooms: 3 } },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '3+ chambres' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filtres' }));
    await expect(within(sheet.getByRole('group', { name: 'Chambres' })).getByRole('radio', { name: '3+' })).toBeChecked();
    await expect(sheet.getByRole('button', { name: /^Voir/ })).toBeVisible();
  },
};
