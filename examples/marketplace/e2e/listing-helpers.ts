import { expect, type APIRequestContext, type Page } from '@playwright/test';
// The seed's encoder, from the server's source: one PNG writer in the repository.
import { encodePng } from '../../../packages/estate-server/src/seed/png';

/** A real PNG of one colour (the server checks an upload is an image by its bytes). */
export function png(rgb: [number, number, number], size = 16): Buffer {
  return encodePng(size, size, () => rgb);
}

export interface CreatedProperty {
  id: number;
  slug: string;
  title: string;
  views: number;
  like_count: number;
}

/** Posts a listing through the real API as `email` (multipart, a cover photo), for journeys that need one of their own. */
export async function createPropertyViaApi(request: APIRequestContext, email: string, password: string, fields: Record<string, string>): Promise<CreatedProperty> {
  const login = await request.post('/api/v1/auth/jwt/create/', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  const response = await request.post('/api/v1/properties/create/', {
    headers: { Authorization: `Bearer ${access}` },
    multipart: {
      price: '125000',
      country: 'KE',
      city: 'Nairobi',
      advert_type: 'For Sale',
      property_type: 'House',
      property_status: 'Completed Project',
      description: 'A bright family house with a garden, made by an end-to-end journey.',
      ...fields,
      cover_photo: { name: 'cover.png', mimeType: 'image/png', buffer: png([40, 120, 200]) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedProperty;
}

/** The card of `title` on the page (cards are articles named by their title). */
export const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** The titles of the cards the grid has drawn, in order. */
export const cardTitles = (page: Page) =>
  page.locator('.est-property-grid article').evaluateAll((articles) => articles.map((article) => document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''));

/**
 * The titles of every card the grid holds, in order, for `expect.poll`: the grid draws a screenful
 * first and the rest as the scroll nears them (issue 24), so each call takes the scroll to its
 * drawing edge until there is none.
 */
export async function allCardTitles(page: Page): Promise<string[]> {
  const edge = page.locator('.est-property-grid-edge');
  if ((await edge.count()) > 0) {
    // The edge may go as the last batch is drawn: the next call reads the cards.
    await edge
      .first()
      .scrollIntoViewIfNeeded({ timeout: 2_000 })
      .catch(() => undefined);
    return ['(still drawing)'];
  }
  return cardTitles(page);
}
