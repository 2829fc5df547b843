import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { comments, properties, propertyDetail } from '../../storybook/fixtures.js';
import { asUser } from '../../storybook/session.js';
import { PropertyCardView } from './PropertyCard.js';
import { CommentListView } from './PropertyComments.js';
import { PropertyDetails, PropertyDetailsView } from './PropertyDetails.js';
import { framed } from '../shared/story-helpers.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');

/**
 * The property detail screen of /property/{slug}/ (spec §2): the title and price across the top,
 * the photo grid with its viewer (a swipe row on phones), the facts that apply to the type, every
 * other field, the contact card with tax and the After Tax price (a bottom bar on phones), the
 * comments with their field and emoji picker, and related listings. A 404 shows 'No Property Found'. `PropertyDetails` is
 * connected (`useProperty`); `PropertyDetailsView` draws it from props.
 *
 * ```tsx
 * const { slug } = useParams();
 * <PropertyDetails idOrSlug={slug} />
 * ```
 */
const meta = {
  title: 'Property/PropertyDetails',
  component: PropertyDetailsView,
  args: {
    property: propertyDetail,
    relatedListings: propertyDetail.related_listings,
    onLike: fn(),
    now: NOW,
    commentsSlot: <CommentListView comments={comments} now={NOW} />,
    renderRelated: (related) => <PropertyCardView property={related} now={NOW} />,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [framed({ padding: 24 })],
} satisfies Meta<typeof PropertyDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: propertyDetail.title })).toBeVisible();
    for (const text of ['$500', '$575', '15%', '20,234 m²', '🇰🇪 Kenya', 'Nakuru', '20112', 'Nakuru-Nairobi Highway, Lanet', '6920', 'Completed Project', '61 views']) {
      await expect(canvas.getAllByText(text)[0]).toBeVisible();
    }
    await expect(canvas.getByText('Lake view')).toBeVisible();
    await expect(canvas.getByText('Is there water and electricity on the boundary?')).toBeVisible();
  },
};

/** A house: bedrooms, bathrooms, floors and area, and a fuller photo grid (the fixture's plot shows its area alone). */
export const House: Story = {
  args: { property: { ...propertyDetail, ...properties.find((listing) => listing.property_type === 'House')! } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bedrooms')).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Contact the owner' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { property: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.est-property-card-skeleton')).toHaveLength(3);
  },
};

export const CommentsLoading: Story = {
  args: { commentsSlot: <CommentListView comments={[]} isLoading /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.est-comment[data-skeleton]')).toHaveLength(5);
  },
};

export const NoCommentsNoRelated: Story = {
  args: { relatedListings: [], commentsSlot: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No related listings available.')).toBeVisible();
    await expect(canvas.getByText('No comments yet!!')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { property: undefined, isNotFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Property Found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const Failed: Story = {
  args: { property: undefined, error: { message: 'Network error. Check your connection and try again.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error');
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const LightTheme: Story = { globals: { theme: 'light' } };

/** On a phone: the photos swipe, and the contact card is the bar at the bottom. */
export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };

/* The connected screen against the real server. */

export const Connected: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <PropertyDetails idOrSlug={propertyDetail.slug} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: propertyDetail.title }, { timeout: 10_000 })).toBeVisible();
    await canvas.findAllByRole('button', { name: /^Reply to / }, { timeout: 10_000 });
    const field = canvas.getByRole('textbox', { name: 'Add a comment...' });
    const text = `Can I visit on Saturday? (${Date.now()})`;
    await userEvent.type(field, text);
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(canvas.getByText(text)).toBeVisible());
    await waitFor(async () => expect(await screen.findByText('Comment posted!!')).toBeVisible());
  },
};

export const ConnectedNotFound: Story = {
  ...asUser('anonymous'),
  render: () => <PropertyDetails idOrSlug="no-such-property-000000" />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('No Property Found')).toBeVisible(), { timeout: 10_000 });
  },
};
