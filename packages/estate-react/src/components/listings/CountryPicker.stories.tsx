import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CountryPicker } from './CountryPicker.js';

/**
 * The Explore screen (spec §2): every country by name with its flag and code, filtered as you
 * type. Enter opens the best match; the down arrow moves into the cards.
 *
 * ```tsx
 * <CountryPicker countryHref={(country) => `/${country.code}/`} />
 * ```
 */
const meta = {
  title: 'Navigation/CountryPicker',
  component: CountryPicker,
} satisfies Meta<typeof CountryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filtered: Story = {
  args: { defaultQuery: 'ke' },
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('link');
    // The code comes first, then names that start with the text.
    await expect(cards[0]).toHaveTextContent('Kenya');
    await expect(cards[0]).toHaveAttribute('href', '/KE');
  },
};

export const NoMatch: Story = { args: { defaultQuery: 'Atlantis' } };

export const French: Story = { args: { defaultQuery: 'all' }, globals: { locale: 'fr' } };

export const LightTheme: Story = { globals: { theme: 'light' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** Typing filters at once; clearing the box brings every country back. */
export const TypeToFilter: Story = {
  play: async ({ canvas }) => {
    const all = canvas.getAllByRole('link').length;
    await expect(all).toBeGreaterThan(200);
    const box = canvas.getByRole('searchbox', { name: 'Search Country ...' });
    await userEvent.type(box, 'tanz');
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: /Tanzania/ })).toHaveAttribute('href', '/TZ');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(all));
    await expect(box).toHaveFocus();
  },
};
