import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { properties } from '../../storybook/fixtures.js';
import { PropertyGrid } from '../listings/PropertyGrid.js';
import { WindowedItem } from './WindowedItem.js';

type Notify = (entries: { isIntersecting: boolean; boundingClientRect: { height: number } }[]) => void;

/** An IntersectionObserver stand-in that records which callback watches which element. */
function stubObserver() {
  const watchers = new Map<Element, Notify>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: Notify) {}
      observe(element: Element) {
        watchers.set(element, this.callback);
      }
      disconnect() {}
    },
  );
  return watchers;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WindowedItem', () => {
  it('empties a row that leaves the window, keeping its height, and draws it again when it comes back', () => {
    const watchers = stubObserver();
    render(
      <ul>
        <WindowedItem enabled margin="100% 0px" data-testid="row">
          <p>Card</p>
        </WindowedItem>
      </ul>,
    );
    const row = screen.getByTestId('row');
    act(() => watchers.get(row)!([{ isIntersecting: false, boundingClientRect: { height: 420 } }]));
    expect(screen.queryByText('Card')).toBeNull();
    expect(row.style.height).toBe('420px');
    expect(row.dataset.offscreen).toBe('true');
    act(() => watchers.get(row)!([{ isIntersecting: true, boundingClientRect: { height: 420 } }]));
    expect(screen.getByText('Card')).toBeTruthy();
    expect(row.style.height).toBe('');
  });

  it('keeps the row holding the focus drawn', () => {
    const watchers = stubObserver();
    render(
      <ul>
        <WindowedItem enabled margin="100% 0px" data-testid="row">
          <button type="button">Like</button>
        </WindowedItem>
      </ul>,
    );
    screen.getByRole('button', { name: 'Like' }).focus();
    act(() => watchers.get(screen.getByTestId('row'))!([{ isIntersecting: false, boundingClientRect: { height: 420 } }]));
    expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();
  });

  it('is a plain row when windowing is off', () => {
    const watchers = stubObserver();
    render(
      <ul>
        <WindowedItem enabled={false} margin="100% 0px">
          <p>Card</p>
        </WindowedItem>
      </ul>,
    );
    expect(watchers.size).toBe(0);
  });
});

describe('PropertyGrid windowing', () => {
  const many = Array.from({ length: 45 }, (_, index) => ({ ...properties[index % properties.length]!, id: index + 1, title: `Listing ${index + 1}` }));

  it('windows a long list (from 40 cards), never a short one', () => {
    const watchers = stubObserver();
    const rows = () => [...watchers.keys()].filter((element) => element.tagName === 'LI');
    // The grid draws its cards a batch at a time as the scroll nears its drawing edge: scroll there until all are drawn.
    const drawAll = () => {
      for (let edge = document.querySelector('.est-property-grid-edge'); edge; edge = document.querySelector('.est-property-grid-edge')) {
        const reach = watchers.get(edge)!;
        act(() => reach([{ isIntersecting: true, boundingClientRect: { height: 0 } }]));
      }
    };
    const { rerender } = render(
      <EstateUIProvider theme="dark">
        <PropertyGrid properties={many.slice(0, 39)} renderCard={(property) => <p>{property.title}</p>} />
      </EstateUIProvider>,
    );
    drawAll();
    expect(rows()).toHaveLength(0);
    rerender(
      <EstateUIProvider theme="dark">
        <PropertyGrid properties={many} renderCard={(property) => <p>{property.title}</p>} />
      </EstateUIProvider>,
    );
    drawAll();
    expect(rows()).toHaveLength(45);
    const first = screen.getByText('Listing 1').closest('li')!;
    act(() => watchers.get(first)!([{ isIntersecting: false, boundingClientRect: { height: 380 } }]));
    expect(screen.queryByText('Listing 1')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(45);
  });
});
