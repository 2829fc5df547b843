import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineClient } from '../testing/offline-client.js';
import { Avatar } from './Avatar.js';
import { MediaImage } from './MediaImage.js';

afterEach(cleanup);
const API = 'http://127.0.0.1:9';

describe('MediaImage', () => {
  it('offers the WebP variants in a <source> and the JPEG ones in the <img srcset>, with the same sizes', () => {
    const { container } = render(<MediaImage src="/media/p/x.jpg" alt="A flat" sizes="50vw" width={800} height={600} />, offlineClient());
    const source = container.querySelector('picture > source')!;
    const img = container.querySelector('picture > img')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe(
      `${API}/media/p/x.jpg.w480.webp 480w, ${API}/media/p/x.jpg.w960.webp 960w, ${API}/media/p/x.jpg.w1600.webp 1600w`
    );
    expect(source.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('src')).toBe(`${API}/media/p/x.jpg`);
    expect(img.getAttribute('srcset')).toBe(`${API}/media/p/x.jpg.w480.jpg 480w, ${API}/media/p/x.jpg.w960.jpg 960w, ${API}/media/p/x.jpg.w1600.jpg 1600w`);
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['800', '600', 'A flat']);
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('loads lazily at normal priority unless it is the priority image, which loads at once with fetchpriority="high"', () => {
    const { container, rerender } = render(<MediaImage src="/media/p/x.jpg" alt="" />, offlineClient());
    const img = () => container.querySelector('img')!;
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().getAttribute('fetchpriority')).toBeNull();
    rerender(<MediaImage src="/media/p/x.jpg" alt="" priority />);
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBe('high');
  });

  it('draws a picture stored elsewhere, or a preview, as a plain <img> with no srcset', () => {
    const { container } = render(<MediaImage src="https://cdn.example/x.jpg" alt="" />, offlineClient());
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/x.jpg');
    expect(container.querySelector('img')!.hasAttribute('srcset')).toBe(false);
  });

  it("gives a URL on the server's public media address (a CDN, its bucket) the srcsets of a media path", () => {
    const cdn = 'https://cdn.estate.example/media';
    const { container } = render(<MediaImage src={`${cdn}/p/x.jpg`} alt="" />, offlineClient({ mediaPublicUrl: cdn }));
    expect(container.querySelector('picture > source')!.getAttribute('srcset')).toBe(
      `${cdn}/p/x.jpg.w480.webp 480w, ${cdn}/p/x.jpg.w960.webp 960w, ${cdn}/p/x.jpg.w1600.webp 1600w`
    );
    expect(container.querySelector('img')!.getAttribute('src')).toBe(`${cdn}/p/x.jpg`);
    cleanup();
    const elsewhere = render(<MediaImage src="https://lh3.googleusercontent.com/a/photo.jpg" alt="" />, offlineClient({ mediaPublicUrl: cdn }));
    expect(elsewhere.container.querySelector('picture')).toBeNull();
  });

  it('renders nothing without a src', () => {
    const { container } = render(<MediaImage src={null} alt="" />, offlineClient());
    expect(container.querySelector('img, picture')).toBeNull();
  });
});

describe('Avatar', () => {
  it('asks for the smallest variant that fills its size', () => {
    const { container } = render(<Avatar src="/media/profile_photos/a.png" name="Amina" size={40} />, offlineClient());
    const img = container.querySelector('img')!;
    expect(img.getAttribute('sizes')).toBe('40px');
    expect(img.getAttribute('srcset')).toContain('/media/profile_photos/a.png.w480.jpg 480w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['40', '40']);
  });
});
