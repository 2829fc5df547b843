import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { property } from '../../storybook/fixtures.js';
import { PropertyGallery } from './PropertyGallery.js';
import { propertyPhotos } from './listing-helpers.js';
import { framed } from '../shared/story-helpers.js';

const photos = propertyPhotos(property);

/**
 * The photo carousel of cards and the detail screen: cover first, arrows hidden at the ends, dots,
 * swipe, ArrowLeft/ArrowRight/Home/End when focused (wrapping), and 'Photo {index} of {total}'
 * announced politely.
 *
 * ```tsx
 * <PropertyGallery photos={propertyPhotos(property)} title={property.title} aspectRatio={16 / 9} />
 * ```
 */
const meta = {
  title: 'Property/PropertyGallery',
  component: PropertyGallery,
  args: { photos, title: property.title, onIndexChange: fn() },
  decorators: [framed({ maxWidth: 520 })],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PropertyGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Previous photo' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /Go to photo/ })).toHaveLength(photos.length);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    const gallery = canvas.getByRole('group', { name: `Photos of ${property.title}` });
    await userEvent.tab();
    await expect(gallery).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(gallery).toHaveTextContent(`Photo 2 of ${photos.length}`));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Previous photo' })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Next photo' })).toBeNull());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(gallery).toHaveTextContent(`Photo 1 of ${photos.length}`));
    await expect(canvas.getByRole('button', { name: 'Go to photo 1' })).toHaveAttribute('aria-current', 'true');
  },
};

export const ClickTheDots: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Go to photo ${photos.length}` }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Next photo' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
    await expect(canvas.getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
  },
};

export const OnePhoto: Story = {
  args: { photos: photos.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /photo/i })).toBeNull();
  },
};

export const NoPhotos: Story = {
  args: { photos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No photos yet')).toBeVisible();
  },
};

export const Wide: Story = { args: { aspectRatio: 16 / 9 } };

export const French: Story = { globals: { locale: 'fr' } };

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };
