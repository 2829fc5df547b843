import type { Property } from '@estate/sdk';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { properties } from '../../storybook/fixtures.js';
import { propertyFacts } from './listing-helpers.js';
import { PropertyFactsGrid } from './PropertyFacts.js';

const byType = (type: string) => properties.find((listing) => listing.property_type === type)!;
const plot = byType('Other');
const office = byType('Office');
const house = byType('House');

function renderFacts(property: Property) {
  const { container } = render(
    <EstateUIProvider theme="light">
      <PropertyFactsGrid property={property} />
    </EstateUIProvider>,
  );
  return container;
}
const labels = (container: HTMLElement) => [...container.querySelectorAll('.est-property-fact-label')].map((label) => label.textContent);

afterEach(cleanup);

describe('propertyFacts', () => {
  it('gives a plot (all rooms 0) its area alone', () => {
    expect(plot.bedrooms).toBe(0);
    expect(propertyFacts(plot)).toEqual([{ key: 'area', value: Number(plot.plot_area) }]);
  });

  it('never gives an office bedrooms, even when the owner typed some', () => {
    expect(propertyFacts({ ...office, bedrooms: 3 }).map(({ key }) => key)).toEqual(['floors', 'bathrooms', 'area']);
  });

  it('gives a house its bedrooms, bathrooms, floors and area, and drops the ones left at 0', () => {
    expect(propertyFacts(house).map(({ key }) => key)).toEqual(['bedrooms', 'bathrooms', 'floors', 'area']);
    expect(propertyFacts({ ...house, total_floors: 0 }).map(({ key }) => key)).toEqual(['bedrooms', 'bathrooms', 'area']);
  });
});

describe('PropertyFactsGrid', () => {
  it('shows a plot its plot area and no bedrooms, bathrooms or floors', () => {
    const container = renderFacts(plot);
    expect(labels(container)).toEqual(['Plot area']);
    expect(screen.getByText(/m²$/).textContent).toBe(`${Number(plot.plot_area).toLocaleString('en-US')} m²`);
    expect(screen.queryByText('Bedrooms')).toBeNull();
  });

  it('shows a house every fact with its value', () => {
    const container = renderFacts(house);
    expect(labels(container)).toEqual(['Bedrooms', 'Bathrooms', 'Total floors', 'Plot area']);
    const bedrooms = container.querySelector('[data-fact="bedrooms"]') as HTMLElement;
    expect(within(bedrooms).getByText(String(house.bedrooms))).toBeTruthy();
  });
});
