import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LatLng } from './geometry.js';
import { LocationPicker } from './LocationPicker.js';

function Interactive(props: ComponentProps<typeof LocationPicker>) {
  const [value, setValue] = useState<LatLng | null>(props.value);
  const [exact, setExact] = useState(props.exact);
  return (
    <div style={{ maxWidth: 520 }}>
      <LocationPicker
        {...props}
        value={value}
        onChange={(next) => (setValue(next), props.onChange(next))}
        exact={exact}
        onExactChange={(next) => (setExact(next), props.onExactChange(next))}
      />
    </div>
  );
}

/**
 * Where a listing is, for the create and edit forms (issue 22): the map starts at the town's centre
 * (`townCentre(country, city)`, from the kit's table of towns and capitals), a click places the pin,
 * a drag moves it, and 'Pin the map's centre' does it from the keyboard. 'Show the exact location'
 * off, the server rounds the public point.
 */
const meta = {
  title: 'Listings/LocationPicker',
  component: LocationPicker,
  render: (args) => <Interactive {...args} />,
  args: { value: null, country: 'KE', city: 'Kilimani', exact: false, onChange: fn(), onExactChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const mapLoaded = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.querySelector('.leaflet-tile-loaded')).toBeTruthy(), { timeout: 15_000 });

/** No pin yet: a click on the map places it there. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await mapLoaded(canvasElement);
    const map = within(canvasElement).getByRole('region', { name: /Map of the location/ });
    const box = map.getBoundingClientRect();
    await userEvent.pointer({ keys: '[MouseLeft]', target: map, coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 } });
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    const [{ latitude, longitude }] = (args.onChange as ReturnType<typeof fn>).mock.calls[0]!;
    // Kilimani's centre, give or take the map's rounding to pixels.
    expect(latitude).toBeCloseTo(-1.2897, 2);
    expect(longitude).toBeCloseTo(36.7838, 2);
    expect(canvasElement.querySelector('.est-map-pin')).toBeTruthy();
  },
};

/** A pin placed in Karen, the exact location shown. */
export const Placed: Story = {
  args: { value: { latitude: -1.3197, longitude: 36.7073 }, city: 'Karen', exact: true },
  play: async ({ canvasElement, args }) => {
    await mapLoaded(canvasElement);
    const canvas = within(canvasElement);
    expect(canvas.getByRole('checkbox', { name: 'Show the exact location' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show the exact location' }));
    expect(args.onExactChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Pin the map’s centre' }));
    expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** A town the table does not know, abroad: the map starts at the country's capital. */
export const Abroad: Story = { args: { country: 'FR', city: 'Annecy' } };
export const Light: Story = { args: Placed.args, globals: { theme: 'light' } };
export const Phone: Story = { args: Placed.args, globals: { viewport: { value: 'phone' } } };
