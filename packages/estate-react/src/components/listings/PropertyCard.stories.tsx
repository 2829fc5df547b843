import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EstateClient, Property } from '@estate/sdk';
import { useProperty } from '@estate/sdk/react';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { myProfile, properties, property } from '../../storybook/fixtures.js';
import { emojiPickerA11y } from '../../storybook/a11y.js';
import { asUser } from '../../storybook/session.js';
import { GuestGateProvider } from '../auth/GuestGate.js';
import { PropertyCard, PropertyCardView } from './PropertyCard.js';
import { framed } from '../shared/story-helpers.js';

/** The fixtures' time: a day after the newest listing was created. */
const NOW = new Date('2026-11-22T12:00:00.000Z');

/**
 * A property in a feed (spec §2). `PropertyCard` is connected: optimistic likes
 * (`usePropertyLike`), the owner's mini profile card on hover or focus, the comments modal and the
 * share dialog; guests get the guest gate (the provider's 'Join Estate' popup, or its
 * `onGuestAction`) instead of a like or a comment. `PropertyCardView` draws the same card from
 * plain props.
 *
 * ```tsx
 * <PropertyCard property={property} />
 * <PropertyCard property={first} variant="featured" />
 * ```
 */
const meta = {
  title: 'Property/PropertyCard',
  component: PropertyCardView,
  args: { property, now: NOW, onLike: fn(), onComment: fn() },
  decorators: [framed({ maxWidth: 380 })],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PropertyCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: property.title })).toBeVisible();
    await expect(canvas.getByText('$203,000')).toBeVisible();
    await expect(canvas.getByText('2 likes')).toBeVisible();
    await expect(canvas.getByText('13 hours ago')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^David Kamau/ })).toHaveAttribute('href', '/profile/david_kamau/');
    await expect(canvas.getByRole('link', { name: new RegExp(`^Learn More ?– ${property.title}$`) })).toHaveAttribute('href', `/property/${property.slug}/`);
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onLike).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'View all 2 comments' }));
    await expect(args.onComment).toHaveBeenCalledOnce();
  },
};

export const NoPhotos: Story = { args: { property: { ...property, cover_photo: '', photos: [] } } };

export const LongTitleAndDescription: Story = {
  args: {
    property: {
      ...property,
      title: 'Exceptionally Spacious Serviced Five-Bedroom Penthouse Apartment with Panoramic Views over Lavington, Kileleshwa and the Ngong Hills',
      description: `${property.description} ${property.description} ${property.description}`,
    },
  },
};

export const ZeroLikes: Story = {
  args: { property: { ...property, like_count: 0, comment_count: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/likes?$/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: /View/ })).toBeNull();
  },
};

export const OneLike: Story = {
  args: { property: { ...property, like_count: 1, comment_count: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 like')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View 1 comment' })).toBeVisible();
  },
};

export const ManyLikes: Story = { args: { property: { ...property, like_count: 1234 } } };

export const Liked: Story = {
  args: { property: { ...property, is_liked: true, like_count: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const OwnCard: Story = {
  args: { isOwn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^David Kamau/ })).toHaveAttribute('href', '/my-profile/');
  },
};

export const UnknownTime: Story = {
  args: { property: { ...property, created_at: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown time')).toBeVisible();
  },
};

export const Featured: Story = {
  args: { variant: 'featured', property: properties[1]! },
  decorators: [framed({ maxWidth: 1080 })],
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 mentions J’aime')).toBeVisible();
  },
};

export const LightTheme: Story = { globals: { theme: 'light' } };

export const PhoneWidth: Story = { globals: { viewport: { value: 'phone' } } };

/* Stories of behaviour: the connected card against the real server. */

/** Counts from a likes label: '' → 0, '1 like' → 1, '12 likes' → 12. */
const countOf = (label: string | null) => Number(/\d+/.exec(label ?? '')?.[0] ?? 0);

/** The first listing, read through `useProperty` so the card follows the cache, with a way to throw the cache away and load again. */
function LiveCard({ slug = property.slug }: { slug?: string }) {
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setGeneration((value) => value + 1)}>
        Reload the data
      </button>
      <SWRConfig key={generation} value={{ provider: () => new Map() }}>
        <LoadedCard slug={slug} />
      </SWRConfig>
    </>
  );
}

function LoadedCard({ slug }: { slug: string }) {
  const { property: loaded } = useProperty(slug);
  return loaded ? <PropertyCard property={loaded as Property} /> : <p>Loading…</p>;
}

/** The connected card, the demo buyer signed in. */
const buyersLiveCard = { ...asUser('buyer@estate.demo'), render: () => <LiveCard /> } satisfies Story;

export const LikeAgainstTheServer: Story = {
  ...buyersLiveCard,
  play: async ({ canvas, loaded, canvasElement }) => {
    const like = await canvas.findByRole('button', { name: 'Like' }, { timeout: 10_000 });
    const likes = canvasElement.querySelector('.est-property-card-likes')!;
    const wasLiked = like.getAttribute('aria-pressed') === 'true';
    const expected = countOf(likes.textContent) + (wasLiked ? -1 : 1);
    const expectedLabel = expected === 0 ? '' : expected === 1 ? '1 like' : `${expected} likes`;
    await userEvent.click(like);
    await waitFor(() => expect(likes).toHaveTextContent(expectedLabel));
    await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
    // The server has it...
    const client = (loaded as { client: EstateClient }).client;
    await waitFor(async () => expect((await client.properties.details(property.slug)).is_liked).toBe(!wasLiked), { timeout: 5_000 });
    // ...and a fresh load of the data shows it.
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the data' }));
    const reloaded = await canvas.findByRole('button', { name: 'Like' }, { timeout: 10_000 });
    await expect(reloaded).toHaveAttribute('aria-pressed', String(!wasLiked));
    await expect(canvasElement.querySelector('.est-property-card-likes')).toHaveTextContent(expectedLabel);
  },
};

export const CommentAndReply: Story = {
  ...buyersLiveCard,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Comment' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: `Comments on ${property.title}` }));
    // The seeded comments arrive.
    await dialog.findAllByRole('button', { name: /^Reply to / }, { timeout: 10_000 });
    const field = dialog.getByRole('textbox', { name: 'Add a comment...' });
    await waitFor(() => expect(field).toHaveFocus());
    const text = `Is the service charge included? (${Date.now()})`;
    await userEvent.type(field, text);
    await userEvent.click(dialog.getByRole('button', { name: 'Post' }));
    // The comment shows at once, then is replaced by the server's.
    await waitFor(() => expect(dialog.getByText(text)).toBeVisible());
    await expect(field).toHaveValue('');
    await waitFor(async () => expect(await screen.findByText('Comment posted!!')).toBeVisible());

    // Reply to the new comment, once the server has given it its id.
    const replyButton = await waitFor(() => {
      const comment = dialog.getByText(text).closest('.est-comment') as HTMLElement;
      return within(comment).getByRole('button', { name: `Reply to ${myProfile.username}` });
    });
    await userEvent.click(replyButton);
    const replyField = dialog.getByRole('textbox', { name: `Reply to ${myProfile.username}` });
    await waitFor(() => expect(replyField).toHaveFocus());
    const reply = `Also: is parking included? (${Date.now()})`;
    await userEvent.type(replyField, `${reply}{Enter}`);
    await waitFor(() => expect(dialog.getByText(reply).closest('.est-comment-replies')).not.toBeNull());
    await expect(dialog.getByRole('textbox', { name: 'Add a comment...' })).toBeVisible();
    // Saved: the reply has the server's id, so it too can be answered.
    await waitFor(() => expect(dialog.getByText(reply).closest('.est-comment')!.querySelector('.est-comment-reply')).not.toBeNull(), { timeout: 5_000 });
  },
};

export const EmojiInAComment: Story = {
  ...buyersLiveCard,
  parameters: { a11y: emojiPickerA11y },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Comment' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add an emoji' }));
    // The kit's own short picker, above the comment box (the full one is `@estate/react/emoji`).
    await userEvent.click(await dialog.findByRole('button', { name: '👍' }));
    await waitFor(() => expect((dialog.getByRole('textbox', { name: 'Add a comment...' }) as HTMLInputElement).value).toMatch(/\p{Extended_Pictographic}/u));
    // Escape closes the picker first, and only then the modal.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog.queryByRole('button', { name: '👍' })).toBeNull());
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Add an emoji' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ShareAndCopyTheUrl: Story = {
  ...buyersLiveCard,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share' }));
    await expect(dialog.getByRole('textbox', { name: 'Link to this property' })).toHaveValue(`${window.location.origin}/property/${property.slug}/`);
    await expect(dialog.getByRole('button', { name: 'Copy URL' })).toHaveFocus();
    await expect(dialog.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', expect.stringMatching(/^mailto:\?subject=/));
    await userEvent.click(dialog.getByRole('button', { name: 'Copy URL' }));
    await waitFor(async () => expect(await screen.findByText('URL copied to clipboard!')).toBeVisible());
  },
};

/** Where the browser has a share sheet (phones, Safari, Windows), 'More apps' opens it with the listing's title and link. */
export const ShareWithTheDeviceSheet: Story = {
  ...buyersLiveCard,
  beforeEach: () => {
    const had = Object.getOwnPropertyDescriptor(navigator, 'share');
    Object.defineProperty(navigator, 'share', { configurable: true, value: fn(async () => undefined) });
    return () => {
      if (had) Object.defineProperty(navigator, 'share', had);
      else delete (navigator as { share?: unknown }).share;
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'More apps' }));
    await expect(navigator.share).toHaveBeenCalledWith({ title: property.title, text: property.title, url: `${window.location.origin}/property/${property.slug}/` });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share' })).toBeNull());
  },
};

export const HoverTheOwner: Story = {
  ...buyersLiveCard,
  play: async ({ canvas }) => {
    const owner = await canvas.findByRole('link', { name: /^David Kamau/ }, { timeout: 10_000 });
    await userEvent.hover(owner);
    const card = await screen.findByRole('dialog', { name: 'About David Kamau' }, { timeout: 10_000 });
    // The card fades in.
    await waitFor(() => expect(within(card).getByText('David Kamau')).toBeVisible());
    await expect(within(card).getByText('Agent')).toBeInTheDocument();
    await userEvent.unhover(owner);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'About David Kamau' })).toBeNull());
  },
};

export const GuestCannotLike: Story = {
  ...asUser('guest'),
  render: () => <LiveCard />,
  play: async ({ canvas }) => {
    const like = await canvas.findByRole('button', { name: 'Like' }, { timeout: 10_000 });
    await userEvent.click(like);
    await waitFor(async () => expect(await screen.findByText('You need to be a registered user to access this feature')).toBeVisible());
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  },
};

const guestAction = fn();

export const GuestGetsTheAppsPopup: Story = {
  ...asUser('guest'),
  render: () => (
    <GuestGateProvider onGuestAction={guestAction}>
      <LiveCard />
    </GuestGateProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Like' }, { timeout: 10_000 }));
    await expect(guestAction).toHaveBeenCalledWith('like');
  },
};
