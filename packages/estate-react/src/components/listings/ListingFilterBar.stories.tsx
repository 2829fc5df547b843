import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListingFilterBar } from './ListingFilterBar.js';

/**
 * The listing screens' filter bar: property type, advert type and project status as links, each
 * with All. A pick goes to the route that lists the combination (spec §2): within a country a type
 * and an advert type combine (`/KE/House/For%20Sale/`), elsewhere a pick replaces the others; a
 * status stands alone (`/property-status/KE/Ongoing%20Projects`).
 *
 * ```tsx
 * <ListingFilterBar country="KE" propertyType="House" />
 * <ListingFilterBar advertType="For Sale" />
 * ```
 */
const meta = {
  title: 'Navigation/ListingFilterBar',
  component: ListingFilterBar,
} satisfies Meta<typeof ListingFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InCountry: Story = {
  args: { country: 'KE', propertyType: 'House' },
  play: async ({ canvas }) => {
    const adverts = within(canvas.getByRole('group', { name: 'Advert type' }));
    await expect(adverts.getByRole('link', { name: 'For Sale' })).toHaveAttribute('href', '/KE/House/For%20Sale/');
    const types = within(canvas.getByRole('group', { name: 'Property type' }));
    await expect(types.getByRole('link', { current: true })).toHaveTextContent('House');
    await expect(types.getByRole('link', { name: 'All (Property type)' })).toHaveAttribute('href', '/KE');
    const statuses = within(canvas.getByRole('group', { name: 'Project status' }));
    await expect(statuses.getByRole('link', { name: 'Ongoing Project' })).toHaveAttribute('href', '/property-status/KE/Ongoing%20Projects');
  },
};

export const Worldwide: Story = {
  args: { advertType: 'For Sale' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'House' })).toHaveAttribute('href', '/property-type/House');
    await expect(canvas.getByRole('link', { name: 'All (Advert type)' })).toHaveAttribute('href', '/');
  },
};

export const Status: Story = { args: { country: 'KE', status: 'Completed Project' } };

export const French: Story = { args: { country: 'KE', advertType: 'For Rent' }, globals: { locale: 'fr' } };

export const LightTheme: Story = { args: { country: 'KE', propertyType: 'Apartment' }, globals: { theme: 'light' } };

export const PhoneWidth: Story = { args: { country: 'KE', propertyType: 'Office', advertType: 'Auction' }, globals: { viewport: { value: 'phone' } } };
