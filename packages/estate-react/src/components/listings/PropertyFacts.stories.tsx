import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { properties } from '../../storybook/fixtures.js';
import { PropertyFactsGrid, PropertyFactSummary } from './PropertyFacts.js';
import { framed } from '../shared/story-helpers.js';

const byType = (type: string) => properties.find((listing) => listing.property_type === type)!;

/**
 * A listing's facts as `propertyFacts` picks them: those its type can have and that are not zero.
 * A house shows bedrooms, bathrooms, floors and area; an office no bedrooms; a plot its area alone.
 * The detail page draws them as a grid of tiles; a card as one line (`PropertyFactSummary`).
 *
 * ```tsx
 * <PropertyFactsGrid property={property} />
 * ```
 */
const meta = {
  title: 'Property/PropertyFacts',
  component: PropertyFactsGrid,
  args: { property: byType('House') },
  decorators: [framed({ maxWidth: 640 })],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PropertyFactsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const House: Story = {
  play: async ({ canvas }) => {
    for (const label of ['Bedrooms', 'Bathrooms', 'Total floors', 'Plot area']) await expect(canvas.getByText(label)).toBeVisible();
  },
};

export const Plot: Story = {
  args: { property: byType('Other') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Plot area')).toBeVisible();
    await expect(canvas.queryByText('Bedrooms')).toBeNull();
  },
};

export const Office: Story = {
  args: { property: byType('Office') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Bedrooms')).toBeNull();
    await expect(canvas.getByText('Total floors')).toBeVisible();
  },
};

/** The card's line for the same three: no '0 bd' on the plot. */
export const CardSummaries: Story = {
  render: () => (
    <div className="est-stack est-gap-3">
      {['House', 'Office', 'Other'].map((type) => (
        <PropertyFactSummary key={type} property={byType(type)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).not.toMatch(/\b0 (bd|ba|fl)\b/);
  },
};
