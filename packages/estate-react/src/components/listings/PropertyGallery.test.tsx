import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { PropertyGallery } from './PropertyGallery.js';

const photos = ['/media/a.png', '/media/b.png', '/media/c.png'];

function renderGallery(props: Partial<Parameters<typeof PropertyGallery>[0]> = {}) {
  return render(
    <EstateUIProvider theme="dark">
      <PropertyGallery photos={photos} title="Kilimani flat" {...props} />
    </EstateUIProvider>,
  );
}

const gallery = () => screen.getByRole('group', { name: 'Photos of Kilimani flat' });
const live = () => gallery().querySelector('[aria-live="polite"]')!;

afterEach(cleanup);

describe('PropertyGallery', () => {
  it('shows the cover first, hides the previous arrow on the first photo and the next arrow on the last', () => {
    renderGallery();
    expect(screen.getAllByRole('img', { hidden: true })[0]).toHaveProperty('alt', 'Kilimani flat, photo 1');
    expect(screen.queryByRole('button', { name: 'Previous photo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to photo 3' }));
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeTruthy();
  });

  it('draws the shown photo only, its neighbours once pointed at, and keeps every photo it has drawn', () => {
    renderGallery({ photos: [...photos, '/media/d.png', '/media/e.png'] });
    const drawn = () => screen.getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('alt')?.replace('Kilimani flat, photo ', ''));
    expect(drawn()).toEqual(['1']);
    fireEvent.pointerEnter(gallery());
    expect(drawn()).toEqual(['1', '2', '5']);
    fireEvent.click(screen.getByRole('button', { name: 'Go to photo 3' }));
    expect(drawn()).toEqual(['1', '2', '3', '4', '5']);
  });

  it("announces 'Photo 2 of 3' after ArrowRight, and wraps around both ends with the keys", () => {
    const onIndexChange = vi.fn();
    renderGallery({ onIndexChange });
    fireEvent.keyDown(gallery(), { key: 'ArrowRight' });
    expect(live().textContent).toBe('Photo 2 of 3');
    fireEvent.keyDown(gallery(), { key: 'End' });
    fireEvent.keyDown(gallery(), { key: 'ArrowRight' });
    expect(live().textContent).toBe('Photo 1 of 3');
    fireEvent.keyDown(gallery(), { key: 'ArrowLeft' });
    expect(live().textContent).toBe('Photo 3 of 3');
    expect(onIndexChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 0, 2]);
  });

  it('turns the photo on a sideways touch swipe, not on a vertical scroll or a mouse drag', () => {
    renderGallery();
    const swipe = (pointerType: string, from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(gallery(), { pointerId: 1, pointerType, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(gallery(), { pointerId: 1, pointerType, clientX: to[0], clientY: to[1] });
    };
    swipe('touch', [200, 100], [100, 110]);
    expect(live().textContent).toBe('Photo 2 of 3');
    swipe('touch', [200, 100], [190, 300]);
    swipe('mouse', [200, 100], [50, 100]);
    expect(live().textContent).toBe('Photo 2 of 3');
    swipe('touch', [100, 100], [220, 100]);
    expect(live().textContent).toBe('Photo 1 of 3');
  });

  it('has no controls for one photo, and says so when there is none', () => {
    renderGallery({ photos: photos.slice(0, 1) });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    cleanup();
    renderGallery({ photos: [] });
    expect(screen.getByText('No photos yet')).toBeTruthy();
  });

  it('loads photos lazily in a frame of fixed aspect ratio', () => {
    renderGallery({ aspectRatio: 16 / 9 });
    expect(parseFloat(gallery().style.aspectRatio)).toBeCloseTo(16 / 9);
    for (const image of screen.getAllByRole('img', { hidden: true })) expect(image.getAttribute('loading')).toBe('lazy');
  });
});
