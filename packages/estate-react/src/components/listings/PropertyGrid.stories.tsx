import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { properties } from '../../storybook/fixtures.js';
import { asUser } from '../../storybook/session.js';
import { PropertyCardView } from './PropertyCard.js';
import { PROPERTY_SKELETONS, PropertyFeed, PropertyGrid, PropertyGridSkeleton } from './PropertyGrid.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');

/**
 * A responsive grid of property cards with its states: skeletons (16 for a list, 3 for related
 * listings), 'No properties found.', the error in red with Try again, and infinite scroll (a
 * sentinel watched by an IntersectionObserver calls `onLoadMore`; a Load more button does the same
 * for keyboards). `featured` draws the first property large, as the home feed and the country list
 * do. `afterFirst` puts something across the grid after the first card (the home feed's clips
 * row); `onReload` offers 'Click to Reload' for 'User is not authenticated'. `PropertyFeed` is the
 * connected feed (`usePropertyListing`): every property, or a listing screen's `query`.
 *
 * ```tsx
 * <PropertyFeed featured />
 *
 * <PropertyFeed query={{ country: 'KE', propertyType: 'House' }} />
 * ```
 */
const meta = {
  title: 'Property/PropertyGrid',
  component: PropertyGrid,
  args: {
    properties,
    renderCard: (property, { featured, priority }) => (
      <PropertyCardView property={property} variant={featured ? 'featured' : 'default'} priority={priority} now={NOW} />
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PropertyGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the first card's photo is fetched at once (`fetchpriority="high"`); the others load lazily as they near the screen. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(properties.length);
    const covers = [...canvasElement.querySelectorAll('.est-property-card')].map((card) => card.querySelector('.est-property-gallery img')!);
    await expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(covers[0]).toHaveAttribute('loading', 'eager');
    await expect(covers[1]).toHaveAttribute('loading', 'lazy');
    await expect(covers[1]).not.toHaveAttribute('fetchpriority');
  },
};

export const Featured: Story = { args: { featured: true } };

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.est-property-card-skeleton')).toHaveLength(PROPERTY_SKELETONS.list);
  },
};

export const LoadingFeatured: Story = { args: { isLoading: true, featured: true } };

export const RelatedSkeletons: Story = {
  render: () => <PropertyGridSkeleton count={PROPERTY_SKELETONS.related} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.est-property-card-skeleton')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { properties: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No properties found.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { properties: [], error: { message: 'User is not authenticated' }, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('User is not authenticated');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** 'User is not authenticated' (kind `not-authenticated`) offers 'Click to Reload' when the page gives `onReload` (the home feed). */
export const NotAuthenticated: Story = {
  args: { properties: [], error: Object.assign(new Error('User is not authenticated'), { kind: 'not-authenticated' }), onRetry: fn(), onReload: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Click to Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** Something across the grid after the featured card: the home feed puts its clips row there. */
export const AfterFirst: Story = {
  args: { featured: true, afterFirst: <p style={{ padding: 16, border: '1px dashed currentColor' }}>Clips row</p> },
  play: async ({ canvasElement }) => {
    const items = canvasElement.querySelectorAll('.est-property-grid-item');
    await expect(items[1]).toHaveTextContent('Clips row');
  },
};

export const MorePages: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = { args: { hasMore: true, isLoadingMore: true, onLoadMore: fn() } };

export const French: Story = { args: { properties: [] }, globals: { locale: 'fr' } };

export const LightTheme: Story = { args: { featured: true }, globals: { theme: 'light' } };

export const PhoneWidth: Story = { args: { featured: true }, globals: { viewport: { value: 'phone' } } };

/** The connected feed, 4 a page: scrolling to the end loads the next page. */
export const InfiniteFeed: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => (
    <div style={{ height: 700, overflow: 'auto' }} data-testid="scroller">
      <PropertyFeed pageSize={4} featured />
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4), { timeout: 10_000 });
    canvas.getByTestId('scroller').scrollTo({ top: 1e6 });
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThanOrEqual(8), { timeout: 10_000 });
  },
};
