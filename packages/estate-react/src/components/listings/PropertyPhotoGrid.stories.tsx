import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { properties, property } from '../../storybook/fixtures.js';
import { propertyPhotos } from './listing-helpers.js';
import { PropertyPhotoGrid } from './PropertyPhotoGrid.js';
import { framed } from '../shared/story-helpers.js';

/** Every demo listing's photos: enough for a full grid and a viewer with a long way round. */
const manyPhotos = [...new Set(properties.flatMap((listing) => propertyPhotos(listing)))].slice(0, 12);

/**
 * The detail page's photos: the cover large with up to four beside it and 'Show all N photos' on
 * wide screens, a row swiped with scroll snap under a '1 / N' counter on phones. Every photo opens
 * the full-screen viewer at itself (ArrowLeft / ArrowRight, '3 / 12', Escape gives focus back).
 *
 * ```tsx
 * <PropertyPhotoGrid photos={propertyPhotos(property)} title={property.title} />
 * ```
 */
const meta = {
  title: 'Property/PropertyPhotoGrid',
  component: PropertyPhotoGrid,
  args: { photos: manyPhotos, title: property.title },
  decorators: [framed({ maxWidth: 960 })],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PropertyPhotoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Show all ${manyPhotos.length} photos` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Photo 1 of ${manyPhotos.length}` })).toBeVisible();
  },
};

export const ViewerOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Photo 3 of ${manyPhotos.length}` }));
    const viewer = await screen.findByRole('dialog', { name: `Photos of ${property.title}` });
    await expect(viewer).toHaveTextContent(`3 / ${manyPhotos.length}`);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(viewer).toHaveTextContent(`4 / ${manyPhotos.length}`));
  },
};

export const ThreePhotos: Story = { args: { photos: manyPhotos.slice(0, 3) } };

export const OnePhoto: Story = { args: { photos: manyPhotos.slice(0, 1) } };

export const NoPhotos: Story = { args: { photos: [] } };

export const PhoneSwipe: Story = { globals: { viewport: { value: 'phone' } } };

export const LightTheme: Story = { globals: { theme: 'light' } };
