import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { PropertyPhotoGrid } from './PropertyPhotoGrid.js';

const photos = Array.from({ length: 12 }, (_, index) => `/media/photo-${index + 1}.png`);

function renderGrid() {
  return render(
    <EstateUIProvider theme="light">
      <PropertyPhotoGrid photos={photos} title="Kilimani flat" />
    </EstateUIProvider>
  );
}

const viewer = () => screen.queryByRole('dialog', { name: 'Photos of Kilimani flat' });
const shownPhoto = () => viewer()!.querySelector('img')!.getAttribute('alt');
const counter = () => viewer()!.querySelector('[aria-live="polite"]')!.textContent;

afterEach(cleanup);

describe('PropertyPhotoGrid', () => {
  it("opens the viewer at the photo clicked in the grid, with a '3 / 12' counter", () => {
    renderGrid();
    expect(viewer()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Photo 3 of 12' }));
    expect(viewer()).not.toBeNull();
    expect(shownPhoto()).toBe('Kilimani flat, photo 3');
    expect(counter()).toBe('3 / 12');
  });

  it("'Show all 12 photos' opens the viewer at the first photo", () => {
    renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12 photos' }));
    expect(counter()).toBe('1 / 12');
  });

  it('moves with ArrowRight and ArrowLeft, wrapping round the ends, and with the named arrow buttons', () => {
    renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Photo 12 of 12' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 12');
    expect(shownPhoto()).toBe('Kilimani flat, photo 1');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowLeft' });
    expect(counter()).toBe('11 / 12');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('12 / 12');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe('11 / 12');
  });

  it('keeps focus inside the viewer, closes on Escape and gives focus back to the photo that opened it', async () => {
    renderGrid();
    const opener = screen.getByRole('button', { name: 'Photo 5 of 12' });
    opener.focus();
    fireEvent.click(opener);
    expect(viewer()!.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await screen.findByRole('button', { name: 'Photo 5 of 12' });
    expect(viewer()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('fetches the cover at once with fetchpriority="high" and its variants sized for half the page, the rest lazily', () => {
    const { container } = renderGrid();
    const [cover, second] = [...container.querySelectorAll('.est-photo-grid-item img')];
    expect([cover!.getAttribute('loading'), cover!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(cover!.getAttribute('sizes')).toBe('(min-width: 641px) 50vw, 100vw');
    expect(cover!.getAttribute('srcset')).toBe('/media/photo-1.png.w480.jpg 480w, /media/photo-1.png.w960.jpg 960w, /media/photo-1.png.w1600.jpg 1600w');
    expect(container.querySelector('.est-photo-grid-item source')!.getAttribute('srcset')).toContain('/media/photo-1.png.w480.webp 480w');
    expect([second!.getAttribute('loading'), second!.getAttribute('fetchpriority'), second!.getAttribute('sizes')]).toEqual([
      'lazy',
      null,
      '(min-width: 641px) 25vw, 100vw',
    ]);
  });
});
