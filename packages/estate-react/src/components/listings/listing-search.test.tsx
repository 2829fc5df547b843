import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PROPERTY_TYPES } from '@estate/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { CountryPicker } from './CountryPicker.js';
import { ListingFilterBar, listingHref, pickListingFilter } from './ListingFilterBar.js';
import { PropertyTypeStrip, STRIP_PROPERTY_TYPES } from './PropertyTypeStrip.js';
import { offlineClient } from '../../testing/offline-client.js';

afterEach(cleanup);


describe('CountryPicker', () => {
  it('filters as you type and links each card to /{countryCode}', () => {
    render(<CountryPicker />);
    expect(screen.getAllByRole('link').length).toBeGreaterThan(200);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Country ...' }), { target: { value: 'kenya' } });
    const cards = screen.getAllByRole('link');
    expect(cards).toHaveLength(1);
    expect(cards[0]!.getAttribute('href')).toBe('/KE');
    expect(cards[0]!.textContent).toBe('🇰🇪KenyaKE');
  });

  it('shows French names in French, and takes a countryHref', () => {
    render(
      <EstateUIProvider locale="fr" theme="dark">
        <CountryPicker defaultQuery="allem" countryHref={(country) => `/pays/${country.code}/`} />
      </EstateUIProvider>,
    );
    const card = screen.getByRole('link', { name: /Allemagne/ });
    expect(card.getAttribute('href')).toBe('/pays/DE/');
    expect(screen.getByRole('searchbox', { name: 'Rechercher un pays ...' })).toBeTruthy();
  });

  it('says so when no country matches', () => {
    render(<CountryPicker defaultQuery="Atlantis" />);
    expect(screen.getByText('No country matches “Atlantis”.')).toBeTruthy();
  });
});

describe('PropertyTypeStrip', () => {
  it("holds the contract's types, in the spec's order", () => {
    expect([...STRIP_PROPERTY_TYPES].sort()).toEqual([...PROPERTY_TYPES].sort());
    render(<PropertyTypeStrip />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Commercial', 'Office', 'House', 'Warehouse', 'Apartment', 'Other']);
  });

  it('links to /property-type/{type}, or /property-type/{country}/{type} with a country, and marks the active type', () => {
    const { rerender } = render(<PropertyTypeStrip />);
    expect(screen.getByRole('link', { name: 'House' }).getAttribute('href')).toBe('/property-type/House');
    rerender(<PropertyTypeStrip country="KE" activeType="Office" />);
    expect(screen.getByRole('link', { name: 'House' }).getAttribute('href')).toBe('/property-type/KE/House');
    expect(screen.getByRole('link', { name: 'Office' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('ListingFilterBar', () => {
  it('links each pick to the route that lists it: combined in a country, alone elsewhere', () => {
    expect(listingHref({ country: 'ke', propertyType: 'House', advertType: 'For Sale' })).toBe('/KE/House/For%20Sale/');
    expect(listingHref({ propertyType: 'House' })).toBe('/property-type/House');
    expect(listingHref({ country: 'KE', advertType: 'For Rent' })).toBe('/advert-type/KE/For%20Rent');
    expect(listingHref({ country: 'KE', status: 'Ongoing Project' })).toBe('/property-status/KE/Ongoing%20Projects');
    expect(listingHref({ status: 'Completed Project' })).toBe('/property-status/Completed%20Project');
    expect(listingHref({ country: 'KE' })).toBe('/KE');
    expect(listingHref({})).toBe('/');
    expect(pickListingFilter({ propertyType: 'House' }, 'advertType', 'Auction')).toEqual({ country: null, advertType: 'Auction' });
    expect(pickListingFilter({ country: 'KE', propertyType: 'House' }, 'advertType', 'Auction')).toMatchObject({ country: 'KE', propertyType: 'House', advertType: 'Auction' });
    expect(pickListingFilter({ country: 'KE', propertyType: 'House' }, 'status', 'Ongoing Project')).toEqual({ country: 'KE', status: 'Ongoing Project' });
    expect(pickListingFilter({ country: 'KE', status: 'Ongoing Project' }, 'propertyType', 'Office')).toMatchObject({ propertyType: 'Office', status: null });
  });

  it('marks the current values and names each pill and menu, in French too', () => {
    const { wrapper } = offlineClient({ locale: 'fr' });
    render(<ListingFilterBar country="KE" propertyType="House" advertType="For Sale" />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Type de bien : Maison' }));
    const types = within(screen.getByRole('group', { name: 'Type de bien' }));
    expect(types.getByRole('link', { current: true }).textContent).toBe('Maison');
    expect(types.getByRole('link', { name: 'Tous (Type de bien)' }).getAttribute('href')).toBe('/advert-type/KE/For%20Sale');
  });
});
