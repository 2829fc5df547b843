import type { Profile } from '@estate/sdk';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { agentProfile, myProfile } from '../../storybook/fixtures.js';
import { ProfileHeaderView } from './ProfileHeader.js';

afterEach(cleanup);

const upgradeButtons = () => within(screen.getByRole('group', { name: 'Upgrade your account' })).getAllByRole('button').map((button) => button.textContent);

describe('ProfileHeaderView', () => {
  it('shows the name, the short badge, the reviews count and the country with its flag on a public profile', () => {
    render(<ProfileHeaderView profile={agentProfile} />);
    expect(screen.getByRole('heading', { name: 'David Kamau' })).toBeTruthy();
    expect(screen.getByText('Agent')).toBeTruthy();
    expect(screen.getByText('138')).toBeTruthy();
    expect(screen.getByText('Kenya')).toBeTruthy();
    expect(screen.getByText('🇰🇪')).toBeTruthy();
    expect(screen.getByText('EARB/A/2014/0412')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
  });

  it("shows the host page's actions on a public profile, without the own profile's Edit link", () => {
    render(<ProfileHeaderView profile={agentProfile} actions={<button type="button">Message</button>} />);
    expect(screen.getByRole('button', { name: 'Message' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
  });

  it('links only the social networks that are set', () => {
    render(<ProfileHeaderView profile={{ ...myProfile, facebook_url: '', threads_url: '  ' }} />);
    const links = within(screen.getByRole('list', { name: 'Social links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Amina Wanjiru on X (Twitter)', 'Amina Wanjiru on Instagram']);
    expect(links[0]!.getAttribute('target')).toBe('_blank');
  });

  it("gives a buyer's own profile the Edit Profile link and three upgrade buttons", () => {
    const onUpgrade = vi.fn();
    render(<ProfileHeaderView profile={myProfile} own onUpgrade={onUpgrade} />);
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/profile/edit/');
    expect(upgradeButtons()).toEqual(['Be A Seller', 'Be An agent', 'Be A Top Agent']);
    fireEvent.click(screen.getByRole('button', { name: 'Be A Top Agent' }));
    expect(onUpgrade).toHaveBeenCalledWith('top_agent');
  });

  it('offers a seller two upgrades and an agent one, with the verified badge on the own profile', () => {
    const seller: Profile = { ...myProfile, role: 'seller', is_seller: true };
    const { unmount } = render(<ProfileHeaderView profile={seller} own />);
    expect(upgradeButtons()).toEqual(['Be An agent', 'Be A Top Agent']);
    unmount();
    const agent: Profile = { ...agentProfile, role: 'agent', top_agent: false };
    render(<ProfileHeaderView profile={agent} own />);
    expect(screen.getByText('Verified Agent')).toBeTruthy();
    expect(upgradeButtons()).toEqual(['Be A Top Agent']);
  });

  it('shows a top agent Verified Top Agent and no upgrade buttons', () => {
    render(<ProfileHeaderView profile={agentProfile} own />);
    expect(screen.getByText('Verified Top Agent')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Upgrade your account' })).toBeNull();
  });

  it('speaks French in a French provider, country name included', () => {
    render(
      <EstateUIProvider locale="fr" theme="light">
        <ProfileHeaderView profile={{ ...myProfile, country: 'DE' }} own />
      </EstateUIProvider>,
    );
    expect(screen.getByText('Acheteur')).toBeTruthy();
    expect(screen.getByText('Allemagne')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Devenir vendeur' })).toBeTruthy();
    expect(screen.getByRole('region').getAttribute('data-theme')).toBe('light');
  });
});
