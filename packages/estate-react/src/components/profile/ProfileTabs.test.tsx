import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { agentProfile } from '../../storybook/fixtures.js';
import { ProfileTabsView } from './ProfileTabs.js';

afterEach(cleanup);

/** Radix Tabs switch on mousedown (and focus), not on click. */
const openReels = () => fireEvent.mouseDown(screen.getByRole('tab', { name: 'Reels' }), { button: 0 });

describe('ProfileTabsView', () => {
  it('shows each listing as a tile with title and USD price linking to its page', () => {
    render(<ProfileTabsView properties={agentProfile.properties} clips={agentProfile.clips} />);
    const first = agentProfile.properties[0]!;
    const link = screen.getByRole('link', { name: new RegExp(first.title) });
    expect(link.getAttribute('href')).toBe(`/property/${first.slug}/`);
    expect(link.textContent).toContain('$203,000');
    expect(screen.getAllByRole('link')).toHaveLength(agentProfile.properties.length);
  });

  it('links each reel to its clip page, with its views', () => {
    render(<ProfileTabsView properties={[]} clips={agentProfile.clips} />);
    openReels();
    const clip = agentProfile.clips[0]!;
    const link = screen.getByRole('link', { name: new RegExp(clip.title) });
    expect(link.getAttribute('href')).toBe(`/clip/${clip.slug}/`);
    expect(link.textContent).toContain(`${clip.views} views`);
  });

  it("says 'No Posts available' and 'No Clips available' on an empty public profile", () => {
    render(<ProfileTabsView properties={[]} clips={[]} />);
    expect(screen.getByText('No Posts available')).toBeTruthy();
    openReels();
    expect(screen.getByText('No Clips available')).toBeTruthy();
  });

  it("says 'No reels available' on the own empty profile", () => {
    render(<ProfileTabsView properties={[]} clips={[]} own defaultTab="reels" />);
    expect(screen.getByText('No reels available')).toBeTruthy();
  });
});
