import type { Property } from '@estate/sdk';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { properties, property } from '../../storybook/fixtures.js';
import { PropertyCardView, type PropertyCardViewProps } from './PropertyCard.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');

type Options = Omit<Partial<PropertyCardViewProps>, 'property'> & { property?: Partial<Property> };

function renderCard(props: Options = {}, locale: 'en' | 'fr' = 'en') {
  const { property: overrides, ...rest } = props;
  return render(
    <EstateUIProvider theme="light" locale={locale} shareOrigin="https://estate.example">
      <PropertyCardView property={{ ...property, ...overrides }} now={NOW} {...rest} />
    </EstateUIProvider>,
  );
}

afterEach(cleanup);

describe('PropertyCardView', () => {
  it("shows '1 like' after one like, 'N likes' for more, and nothing at 0", () => {
    renderCard({ property: { like_count: 1 } });
    expect(screen.getByText('1 like')).toBeTruthy();
    cleanup();
    renderCard({ property: { like_count: 12 } });
    expect(screen.getByText('12 likes')).toBeTruthy();
    cleanup();
    const { container } = renderCard({ property: { like_count: 0 } });
    expect(container.querySelector('.est-property-card-likes')!.textContent).toBe('');
  });

  it('names the owner (their agency under it) and links to the public profile, or to /my-profile/ on an own card', () => {
    renderCard();
    const owner = screen.getByRole('link', { name: /^David Kamau\s*Kamau Realty Group$/ });
    expect(owner.getAttribute('href')).toBe('/profile/david_kamau/');
    expect(owner.getAttribute('title')).toBe('@david_kamau');
    cleanup();
    renderCard({ isOwn: true });
    expect(screen.getByRole('link', { name: /^David Kamau/ }).getAttribute('href')).toBe('/my-profile/');
    cleanup();
    // Someone who gave no name shows by their handle, with nothing under it.
    renderCard({ property: { owner_name: '', owner_agency: '' } });
    expect(screen.getByRole('link', { name: 'david_kamau' })).toBeTruthy();
  });

  it("reads 'Unknown time' when the creation time is unknown, and the relative time otherwise", () => {
    renderCard();
    expect(screen.getByText('13 hours ago')).toBeTruthy();
    cleanup();
    renderCard({ property: { created_at: '' } });
    expect(screen.getByText('Unknown time')).toBeTruthy();
  });

  it('shows the price in US dollars, the title, bedrooms, bathrooms and floors, and Learn More to the detail page', () => {
    renderCard();
    expect(screen.getByText('$203,000')).toBeTruthy();
    expect(screen.getByRole('heading', { name: property.title })).toBeTruthy();
    expect(screen.getByText('4 bd')).toBeTruthy();
    expect(screen.getByText('3 ba')).toBeTruthy();
    expect(screen.getByText('14 fl')).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(`^Learn More ?– ${property.title}$`) }).getAttribute('href')).toBe(`/property/${property.slug}/`);
  });

  it('presses Like, shows it pressed when liked, and opens the comments', () => {
    const onLike = vi.fn();
    const onComment = vi.fn();
    renderCard({ onLike, onComment, property: { is_liked: true } });
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(like);
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(onLike).toHaveBeenCalledOnce();
    expect(onComment).toHaveBeenCalledOnce();
  });

  it('shares {shareOrigin}/property/{slug}', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect((screen.getByRole('textbox', { name: 'Link to this property' }) as HTMLInputElement).value).toBe(`https://estate.example/property/${property.slug}/`);
  });

  it('speaks French', () => {
    renderCard({}, 'fr');
    expect(screen.getByText('2 mentions J’aime')).toBeTruthy();
    expect(screen.getByText('4 ch.')).toBeTruthy();
  });

  it("sums up a plot by its area, without '0 bd · 0 ba · 0 fl'", () => {
    const plot = properties.find((listing) => listing.property_type === 'Other' && listing.bedrooms === 0)!;
    const { container } = renderCard({ property: plot });
    const summary = container.querySelector('.est-property-card-stats')!.textContent;
    expect(summary).toContain('m²');
    expect(summary).not.toMatch(/\b0 (bd|ba|fl)\b/);
    expect(summary).not.toContain('bd');
  });

  it("sums up an office without bedrooms: floors, bathrooms and area", () => {
    const office = properties.find((listing) => listing.property_type === 'Office')!;
    const { container } = renderCard({ property: { ...office, bedrooms: 2 } });
    const items = [...container.querySelectorAll('.est-property-card-stats li')].map((item) => item.textContent);
    expect(items).toEqual([`${office.total_floors} fl`, `${office.bathrooms} ba`, `${Number(office.plot_area).toLocaleString('en-US')} m²`]);
  });
});
