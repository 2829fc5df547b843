import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { properties } from '../../storybook/fixtures.js';
import { offlineClient } from '../../testing/offline-client.js';
import { PropertyGrid, type PropertyGridProps } from './PropertyGrid.js';

function renderGrid(props: Partial<PropertyGridProps> = {}) {
  return render(
    <EstateUIProvider theme="dark">
      <PropertyGrid properties={properties} renderCard={(property, { featured }) => <p data-featured={featured}>{property.title}</p>} {...props} />
    </EstateUIProvider>
  );
}

/** An IntersectionObserver that notes what it observes; `notify` calls the latest observer's callback. */
function stubIntersectionObserver() {
  const observed: Element[] = [];
  const disconnect = vi.fn();
  let callback: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(onChange: typeof callback) {
        callback = onChange;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect = disconnect;
    }
  );
  return { observed, disconnect, notify: (entries: { isIntersecting: boolean }[]) => callback(entries) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PropertyGrid', () => {
  it('shows 16 skeletons while a list loads, or the count it is given', () => {
    const { container } = renderGrid({ isLoading: true });
    expect(container.querySelectorAll('.est-property-card-skeleton')).toHaveLength(16);
    cleanup();
    const related = renderGrid({ isLoading: true, skeletonCount: 3 });
    expect(related.container.querySelectorAll('.est-property-card-skeleton')).toHaveLength(3);
  });

  it("says 'No properties found.' when the list is empty", () => {
    renderGrid({ properties: [] });
    expect(screen.getByText('No properties found.')).toBeTruthy();
  });

  it('draws the first property large when featured', () => {
    renderGrid({ featured: true });
    expect(screen.getByText(properties[0]!.title).dataset.featured).toBe('true');
    expect(screen.getByText(properties[1]!.title).dataset.featured).toBe('false');
  });

  it('puts afterFirst across the grid after the first card, and after the first skeleton while loading', () => {
    const { container } = renderGrid({ featured: true, afterFirst: <p>Clips row</p> });
    const items = container.querySelectorAll('.est-property-grid-item');
    expect(items[1]!.textContent).toBe('Clips row');
    expect((items[1] as HTMLElement).dataset.span).toBe('full');
    cleanup();
    const loading = renderGrid({ isLoading: true, afterFirst: <p>Clips row</p> });
    expect(loading.container.querySelectorAll('.est-property-grid-item')[1]!.textContent).toBe('Clips row');
  });

  it("offers 'Click to Reload' for a not-authenticated error, decided on its kind, and Try again for others", () => {
    const onReload = vi.fn();
    const onRetry = vi.fn();
    renderGrid({ properties: [], error: Object.assign(new Error('Reworded text'), { kind: 'not-authenticated' }), onReload, onRetry });
    screen.getByRole('button', { name: 'Click to Reload' }).click();
    expect(onReload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();
    renderGrid({ properties: [], error: Object.assign(new Error('Reworded'), { kind: 'http', code: 'not_authenticated' }), onReload, onRetry });
    expect(screen.getByRole('button', { name: 'Click to Reload' })).toBeTruthy();
    cleanup();
    renderGrid({ properties: [], error: Object.assign(new Error('User is not authenticated'), { kind: 'network' }), onReload, onRetry });
    expect(screen.queryByRole('button', { name: 'Click to Reload' })).toBeNull();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('loads the next page when the sentinel nears the viewport, and stops watching when there is no more', () => {
    const { observed, disconnect, notify } = stubIntersectionObserver();
    const onLoadMore = vi.fn();
    const { rerender } = renderGrid({ hasMore: true, onLoadMore });
    expect(observed).toHaveLength(1);
    notify([{ isIntersecting: true }]);
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(
      <EstateUIProvider theme="dark">
        <PropertyGrid properties={properties} renderCard={(property) => <p>{property.title}</p>} hasMore={false} onLoadMore={onLoadMore} />
      </EstateUIProvider>
    );
    expect(disconnect).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('draws a screenful first, the rest a batch at a time as the scroll nears them, and only then loads the next page', async () => {
    const { observed, notify } = stubIntersectionObserver();
    const many = Array.from({ length: 20 }, (_, index) => ({ ...properties[index % properties.length]!, id: index + 1, title: `Listing ${index + 1}` }));
    const onLoadMore = vi.fn();
    renderGrid({ properties: many, hasMore: true, onLoadMore });
    const drawn = () => screen.getAllByText(/^Listing /).length;
    expect(drawn()).toBe(8);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(observed.at(-1)!.className).toBe('est-property-grid-edge');
    await act(async () => notify([{ isIntersecting: true }]));
    expect(drawn()).toBe(16);
    await act(async () => notify([{ isIntersecting: true }]));
    expect(drawn()).toBe(20);
    expect(onLoadMore).not.toHaveBeenCalled();
    // Every card drawn: the next page's sentinel is watched now.
    expect(observed.at(-1)!.className).toContain('est-property-grid-more');
    notify([{ isIntersecting: true }]);
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('shows the error in red with Try again', () => {
    const onRetry = vi.fn();
    renderGrid({ properties: [], error: { message: 'User is not authenticated' }, onRetry });
    expect(screen.getByRole('alert').textContent).toContain('User is not authenticated');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByText('No properties found.')).toBeNull();
  });

  it('marks only the first card as the priority one, so only its photo loads at once', () => {
    render(
      <EstateUIProvider theme="dark">
        <PropertyGrid properties={properties} renderCard={(property, { priority }) => <p data-priority={priority}>{property.title}</p>} />
      </EstateUIProvider>
    );
    const flags = [...document.querySelectorAll('[data-priority]')].map((card) => card.getAttribute('data-priority'));
    expect(flags).toEqual(['true', ...properties.slice(1).map(() => 'false')]);
  });

  it('gives the default cards\u2019 photos fetchpriority="high" on the first card only', () => {
    const { container } = render(<PropertyGrid properties={properties.slice(0, 3)} />, offlineClient());
    const covers = [...container.querySelectorAll('.est-property-card')].map((card) => card.querySelector('.est-property-gallery img')!);
    expect(covers.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(covers[1]!.getAttribute('sizes')).toBe('(min-width: 1100px) 360px, (min-width: 700px) 50vw, 100vw');
    expect(covers[1]!.getAttribute('srcset')).toMatch(/cover\.png\.w480\.jpg 480w/);
  });
});
