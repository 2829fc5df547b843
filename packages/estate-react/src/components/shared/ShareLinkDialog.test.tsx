import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PropertyShareDialog } from '../listings/PropertyShareDialog.js';
import { ReelShareDialog } from '../reels/ReelShareDialog.js';
import { OFFLINE_API, offlineClient } from '../../testing/offline-client.js';
import { SHARE_COPIED_MS, shareTargets } from './ShareLinkDialog.js';

/** The links are the marketplace's: the API's origin, the page being on another one (jsdom's). */
const origin = OFFLINE_API;
const noop = () => undefined;

/** Navigator's share API as a browser with a share sheet has it (jsdom has none). */
function withShareSheet(canShare: (data: ShareData) => boolean = () => true) {
  const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: vi.fn(canShare) });
  return share;
}

function withoutShareSheet() {
  delete (navigator as { share?: unknown }).share;
  delete (navigator as { canShare?: unknown }).canShare;
}

beforeEach(withoutShareSheet);
afterEach(() => {
  cleanup();
  withoutShareSheet();
  vi.useRealTimers();
});

function renderPropertyShare(onOpenChange = noop) {
  const { wrapper } = offlineClient();
  render(<PropertyShareDialog slug="garden-flat-kilimani" title="Garden flat in Kilimani" open onOpenChange={onOpenChange} />, { wrapper });
  return within(screen.getByRole('dialog', { name: 'Share' }));
}

describe('ShareLinkDialog', () => {
  it('opens with the focus on Copy URL, the address beside it', () => {
    const dialog = renderPropertyShare();
    expect(dialog.getByRole('textbox', { name: 'Link to this property' })).toHaveProperty('value', `${origin}/property/garden-flat-kilimani/`);
    expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Copy URL' }));
  });

  it('offers WhatsApp and e-mail links with the title and the address', () => {
    const dialog = renderPropertyShare();
    const url = `${origin}/property/garden-flat-kilimani/`;
    const options = within(dialog.getByRole('list', { name: 'Share to' }));
    const whatsapp = options.getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`Garden flat in Kilimani ${url}`)}`);
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    const email = options.getByRole('link', { name: 'E-mail' });
    expect(email.getAttribute('href')).toBe(`mailto:?subject=Garden%20flat%20in%20Kilimani&body=${encodeURIComponent(`Garden flat in Kilimani\n\n${url}`)}`);
  });

  it('words an e-mail without a title with a subject of its own', () => {
    expect(shareTargets('https://x.test/clip/a/', undefined, 'Have a look at this')).toEqual({
      whatsapp: 'https://wa.me/?text=https%3A%2F%2Fx.test%2Fclip%2Fa%2F',
      email: 'mailto:?subject=Have%20a%20look%20at%20this&body=https%3A%2F%2Fx.test%2Fclip%2Fa%2F',
    });
  });

  it('has no system share button where the browser has no share sheet', () => {
    const dialog = renderPropertyShare();
    expect(dialog.queryByRole('button', { name: 'More apps' })).toBeNull();
  });

  it('has none either where the share sheet cannot take a link', () => {
    withShareSheet(() => false);
    const dialog = renderPropertyShare();
    expect(dialog.queryByRole('button', { name: 'More apps' })).toBeNull();
  });

  it('opens the system share sheet with the title and the address, then closes', async () => {
    const share = withShareSheet();
    const onOpenChange = vi.fn();
    const dialog = renderPropertyShare(onOpenChange);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'More apps' })));
    expect(share).toHaveBeenCalledWith({ title: 'Garden flat in Kilimani', text: 'Garden flat in Kilimani', url: `${origin}/property/garden-flat-kilimani/` });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open when the share sheet is cancelled', async () => {
    const share = withShareSheet();
    share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'));
    const onOpenChange = vi.fn();
    const dialog = renderPropertyShare(onOpenChange);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'More apps' })));
    expect(share).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("reads 'Copied' after Copy URL copied, says the spec's 'URL copied to clipboard!', then reads Copy URL again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const dialog = renderPropertyShare();
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Copy URL' })));
    expect(writeText).toHaveBeenCalledWith(`${origin}/property/garden-flat-kilimani/`);
    const copied = dialog.getByRole('button', { name: 'Copied' });
    expect(copied.dataset.copied).toBe('true');
    expect(screen.getByText('URL copied to clipboard!')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(SHARE_COPIED_MS));
    expect(dialog.getByRole('button', { name: 'Copy URL' })).toBeTruthy();
  });
});

describe('ReelShareDialog', () => {
  it('shares a clip by its slug, as listings are, with Close', () => {
    const { wrapper } = offlineClient();
    render(<ReelShareDialog slug="rooftop-sunset-in-westlands" title="Rooftop sunset" open onOpenChange={noop} />, { wrapper });
    const dialog = within(screen.getByRole('dialog', { name: 'Share this clip' }));
    expect(dialog.getByRole('textbox')).toHaveProperty('value', `${origin}/clip/rooftop-sunset-in-westlands/`);
    expect(dialog.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(encodeURIComponent('/clip/rooftop-sunset-in-westlands/'));
    expect(dialog.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });
});
