import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PropertyTypeStrip } from './PropertyTypeStrip.js';
import { framed } from '../shared/story-helpers.js';

/**
 * The property-type strip (spec §2): Commercial, Office, House, Warehouse, Apartment, Other as
 * links; the arrows scroll it 200 px and hide at the ends.
 *
 * ```tsx
 * <PropertyTypeStrip activeType={type} />          // /property-type/{type}
 * <PropertyTypeStrip country="KE" />               // /property-type/KE/{type}
 * ```
 */
const meta = {
  title: 'Navigation/PropertyTypeStrip',
  component: PropertyTypeStrip,
} satisfies Meta<typeof PropertyTypeStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Commercial', 'Office', 'House', 'Warehouse', 'Apartment', 'Other']);
    await expect(links[2]).toHaveAttribute('href', '/property-type/House');
  },
};

export const ActiveInCountry: Story = {
  args: { country: 'KE', activeType: 'Warehouse' },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('Warehouse');
    await expect(current).toHaveAttribute('href', '/property-type/KE/Warehouse');
  },
};

const narrow = [framed({ width: 300 })];

/** In a narrow column the strip scrolls: 200 px per arrow click, each arrow hidden at its end. */
export const WithArrows: Story = {
  // The first type: the strip starts at its beginning, as it does with no type chosen.
  args: { activeType: 'Commercial' },
  decorators: narrow,
  play: async ({ canvas, canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('.est-type-strip-list')!;
    // A hidden arrow has no accessible name, so it is found by its side.
    const left = canvasElement.querySelector<HTMLButtonElement>('.est-type-strip-arrow[data-side="start"]')!;
    const right = canvasElement.querySelector<HTMLButtonElement>('.est-type-strip-arrow[data-side="end"]')!;
    await waitFor(() => expect(right).toBeEnabled());
    await expect(left).toBeDisabled();
    await expect(list.scrollLeft).toBe(0);
    await userEvent.click(right);
    await waitFor(() => expect(list.scrollLeft).toBe(200));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Scroll left' })).toBeEnabled());
    await expect(left).toBe(canvas.getByRole('button', { name: 'Scroll left' }));
    // Scrolling on reaches the end, where the right arrow hides.
    const max = list.scrollWidth - list.clientWidth;
    for (let expected = 400; expected < max + 200; expected += 200) {
      await userEvent.click(right);
      await waitFor(() => expect(list.scrollLeft).toBe(Math.min(expected, max)));
    }
    await waitFor(() => expect(right).toBeDisabled());
    await userEvent.click(left);
    await waitFor(() => expect(list.scrollLeft).toBe(max - 200));
  },
};

/** On a narrow screen the current type's pill is scrolled into view. */
export const ActiveTypeInView: Story = {
  args: { activeType: 'Other' },
  decorators: narrow,
  play: async ({ canvas, canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('.est-type-strip-list')!;
    const pill = canvas.getByRole('link', { current: 'page' });
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const shown = list.getBoundingClientRect();
    const box = pill.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(shown.left - 1);
    await expect(box.right).toBeLessThanOrEqual(shown.right + 1);
  },
};

export const French: Story = { args: { activeType: 'Office' }, globals: { locale: 'fr' }, decorators: narrow };

export const LightTheme: Story = { args: { activeType: 'Apartment' }, globals: { theme: 'light' } };

export const Phone: Story = { args: { activeType: 'Commercial' }, globals: { viewport: { value: 'phone' } } };
