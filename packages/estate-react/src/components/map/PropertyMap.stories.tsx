import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { nairobiPoints, WESTLANDS_AREA } from '../../storybook/map-points.js';
import type { LngLat } from './geometry.js';
import { PropertyMap } from './PropertyMap.js';

/** The map keeps the choice and the area, as an app's search page would. */
function Interactive(props: ComponentProps<typeof PropertyMap>) {
  const [selectedId, setSelectedId] = useState(props.selectedId ?? null);
  const [polygon, setPolygon] = useState<LngLat[] | null>(props.polygon ? [...props.polygon] : null);
  return (
    <div style={{ height: 'min(640px, 100vh)', padding: 'var(--est-space-4)', boxSizing: 'border-box' }}>
      <PropertyMap
        {...props}
        selectedId={selectedId}
        onSelect={(id) => (setSelectedId(id), props.onSelect?.(id))}
        polygon={polygon}
        onPolygonChange={(next) => (setPolygon(next), props.onPolygonChange?.(next))}
      />
    </div>
  );
}

/**
 * Listings on a map (issue 22): price pills that gather into a bubble with the count where they
 * crowd (a click zooms in), a card for the chosen listing, 'Search this area' after the user
 * moves the map, and 'Draw an area'. Leaflet loads with the first map, in a chunk of its own;
 * tiles come from the provider's `mapTiles` (here a tile drawn for the stories, never the
 * internet). Screen readers get the results from the list the app shows beside the map.
 */
const meta = {
  title: 'Listings/PropertyMap',
  component: PropertyMap,
  render: (args) => <Interactive {...args} />,
  args: { points: nairobiPoints(), onSelect: fn(), onSearchArea: fn(), onPolygonChange: fn() },
} satisfies Meta<typeof PropertyMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The map has loaded and drawn its markers. */
async function markersDrawn(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.est-map-pill, .est-map-cluster')).toBeTruthy(), { timeout: 15_000 });
}

/** A few dozen Nairobi listings, clustered at the city's zoom; choosing a pill shows its card. */
export const Clustered: Story = {
  play: async ({ canvasElement, args }) => {
    await markersDrawn(canvasElement);
    const canvas = within(canvasElement);
    expect(canvas.getByRole('region', { name: 'Map of 42 listings' })).toBeInTheDocument();
    expect(canvasElement.querySelectorAll('.est-map-cluster').length).toBeGreaterThan(0);
    const pill = canvasElement.querySelector<HTMLButtonElement>('.est-map-pill')!;
    await userEvent.click(pill);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(Number(pill.dataset.mapPoint)));
    expect(await canvas.findByRole('link', { name: 'View' })).toBeInTheDocument();
  },
};

/** A click on a bubble zooms into it; the map has moved, so 'Search this area' offers the new view. */
export const ZoomIntoCluster: Story = {
  play: async ({ canvasElement, args }) => {
    await markersDrawn(canvasElement);
    const canvas = within(canvasElement);
    const before = canvasElement.querySelectorAll('.est-map-pill').length;
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('.est-map-cluster')!);
    await waitFor(() => expect(canvasElement.querySelectorAll('.est-map-pill').length).toBeGreaterThan(before));
    await userEvent.click(await canvas.findByRole('button', { name: 'Search this area' }));
    const [bbox] = (args.onSearchArea as ReturnType<typeof fn>).mock.calls[0]!;
    expect(bbox).toHaveLength(4);
    expect(bbox[0]).toBeLessThan(bbox[2]);
    expect(bbox[1]).toBeLessThan(bbox[3]);
  },
};

/** An area drawn around Westlands and Parklands, shown as a filled polygon with 'Clear area'. */
export const WithArea: Story = {
  args: { polygon: WESTLANDS_AREA },
  play: async ({ canvasElement }) => {
    await markersDrawn(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('path.est-map-area')).toBeTruthy());
    expect(within(canvasElement).getByRole('button', { name: 'Clear area' })).toBeInTheDocument();
  },
};

/** 'Draw an area': three clicks place three corners, 'Finish' hands the area over. */
export const DrawAnArea: Story = {
  play: async ({ canvasElement, args }) => {
    await markersDrawn(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Draw an area' }));
    const map = canvasElement.querySelector<HTMLElement>('.est-map-canvas')!;
    const box = map.getBoundingClientRect();
    // Plain clicks at a place: user-event's pointer also sends hover events without a position,
    // which Leaflet turns into a map position of NaN.
    for (const [x, y] of [[0.3, 0.3], [0.7, 0.35], [0.5, 0.75]] as const) {
      map.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: box.left + box.width * x, clientY: box.top + box.height * y }));
    }
    await waitFor(() => expect(canvasElement.querySelectorAll('.est-map-vertex')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(args.onPolygonChange).toHaveBeenCalledTimes(1));
    const [polygon] = (args.onPolygonChange as ReturnType<typeof fn>).mock.calls[0]!;
    expect(polygon).toHaveLength(3);
    expect(canvas.getByRole('button', { name: 'Clear area' })).toBeInTheDocument();
  },
};

/** One listing chosen: its pill turns dark and its card shows. */
export const Selected: Story = { args: { selectedId: 3 } };

export const Light: Story = { args: { polygon: WESTLANDS_AREA, selectedId: 5 }, globals: { theme: 'light' } };
export const Dark: Story = { args: { polygon: WESTLANDS_AREA, selectedId: 5 }, globals: { theme: 'dark' } };
export const Phone: Story = { args: { selectedId: 5 }, globals: { viewport: { value: 'phone' } } };
