// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EstateUIProvider } from '../config/EstateProvider.js';
import { PropertyGallery } from '../components/listings/PropertyGallery.js';
import { ReelPlayerView } from '../components/reels/ReelPlayerView.js';
import { reels } from '../storybook/fixtures.js';

/** Rendered on a server (no `window`, no `document`): the HTML already holds what the browser needs to fetch early, or to wait. */
describe('media on the server', () => {
  it('puts the priority photo in the HTML with its srcset, sizes and fetchpriority="high"', () => {
    const html = renderToString(
      <EstateUIProvider theme="light">
        <PropertyGallery photos={['/media/p/a.jpg', '/media/p/b.jpg']} title="Flat" sizes="100vw" priority />
      </EstateUIProvider>
    );
    expect(html).toContain(
      '<source type="image/webp" srcSet="/media/p/a.jpg.w480.webp 480w, /media/p/a.jpg.w960.webp 960w, /media/p/a.jpg.w1600.webp 1600w" sizes="100vw"/>'
    );
    expect(html).toMatch(/<img[^>]*src="\/media\/p\/a\.jpg"[^>]*loading="eager"[^>]*fetchPriority="high"/);
    // The second photo is not sent until someone may look at it: its slide is there, empty.
    expect(html).not.toContain('/media/p/b.jpg');
    expect(html).toContain('aria-label="Photo 2 of 2" aria-hidden="true"></div>');
    expect(html).toContain('aspect-ratio:1.3333333333333333');
  });

  it('sends a reel with its video unloaded (preload="none", no src)', () => {
    const html = renderToString(
      <EstateUIProvider theme="light">
        <ReelPlayerView reel={reels[0]!} />
      </EstateUIProvider>
    );
    const video = /<video[^>]*>/.exec(html)![0];
    expect(video).toContain('preload="none"');
    expect(video).not.toContain(' src=');
  });
});
