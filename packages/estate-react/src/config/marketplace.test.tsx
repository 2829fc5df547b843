import { createEstateClient, memoryStorage } from '@estate/sdk';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { property } from '../storybook/fixtures.js';
import { PropertyCardView } from '../components/listings/PropertyCard.js';
import type { EstatePaths, LinkProps } from './context.js';
import { EstateProvider } from './EstateProvider.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The API (and the marketplace web app it serves) on its own origin, as a partner's page sees it. */
const MARKETPLACE = 'https://estate.example';
const clientOn = (baseUrl: string) => createEstateClient({ baseUrl, storage: memoryStorage() });
/** A router's link, as a partner's app would give it: it marks what it renders. */
const RouterLink = ({ href, ref, ...props }: LinkProps) => <a ref={ref} data-router href={href} {...props} />;

function Card({ baseUrl, paths, marketplaceOrigin }: { baseUrl: string; paths?: Partial<EstatePaths>; marketplaceOrigin?: string }) {
  return (
    <EstateProvider client={clientOn(baseUrl)} theme="light" components={{ Link: RouterLink }} paths={paths} marketplaceOrigin={marketplaceOrigin}>
      <PropertyCardView property={property} />
    </EstateProvider>
  );
}

const learnMore = () => screen.getByRole('link', { name: /^Learn More/ });
const owner = () => screen.getByRole('link', { name: /^David Kamau/ });

describe('links to the marketplace', () => {
  it("on a partner's page with the default paths: absolute URLs on the API's origin, as plain anchors (not the router's)", () => {
    render(<Card baseUrl={MARKETPLACE} />);
    expect(learnMore().getAttribute('href')).toBe(`${MARKETPLACE}/property/${property.slug}/`);
    expect(owner().getAttribute('href')).toBe(`${MARKETPLACE}/profile/david_kamau/`);
    expect(learnMore().hasAttribute('data-router')).toBe(false);
    expect(owner().hasAttribute('data-router')).toBe(false);
  });

  it('uses the paths the host configured as they are (through its router), and the marketplace for the rest', () => {
    render(<Card baseUrl={MARKETPLACE} paths={{ property: (slug) => `/homes/${slug}` }} />);
    expect(learnMore().getAttribute('href')).toBe(`/homes/${property.slug}`);
    expect(learnMore().hasAttribute('data-router')).toBe(true);
    expect(owner().getAttribute('href')).toBe(`${MARKETPLACE}/profile/david_kamau/`);
  });

  it('links relatively when the page is on the API’s origin (the marketplace itself)', () => {
    render(<Card baseUrl={window.location.origin} />);
    expect(learnMore().getAttribute('href')).toBe(`/property/${property.slug}/`);
    expect(learnMore().hasAttribute('data-router')).toBe(true);
    expect(owner().getAttribute('href')).toBe('/profile/david_kamau/');
  });

  it('takes marketplaceOrigin when given: another origin (its trailing slash off), or "" for relative links', () => {
    render(<Card baseUrl={MARKETPLACE} marketplaceOrigin="https://homes.example/" />);
    expect(learnMore().getAttribute('href')).toBe(`https://homes.example/property/${property.slug}/`);
    cleanup();
    render(<Card baseUrl={MARKETPLACE} marketplaceOrigin="" />);
    expect(learnMore().getAttribute('href')).toBe(`/property/${property.slug}/`);
  });

  it('renders relative links on the server and while hydrating (the HTML and the first render match), then the absolute ones', async () => {
    // No `window` on the server: the default cannot compare origins there.
    const html = renderToString(<Card baseUrl={MARKETPLACE} />);
    expect(html).toContain(`href="/property/${property.slug}/"`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Card baseUrl={MARKETPLACE} />));
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('.est-property-card-more')!.getAttribute('href')).toBe(`${MARKETPLACE}/property/${property.slug}/`);
    act(() => root.unmount());
    container.remove();
  });
});
