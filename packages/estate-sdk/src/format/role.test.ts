import { describe, expect, it } from 'vitest';
import { PLAN_CODES, PROFILE_ROLES } from '../generated/contract.js';
import { defaultMessages } from '../messages.js';
import { profileRole, roleBadge, upgradePlans } from './index.js';

describe('role badge', () => {
  it("shows Buyer, Seller, Verified Agent or Verified Top Agent by the server's role", () => {
    expect(roleBadge({ role: 'buyer' })).toBe('Buyer');
    expect(roleBadge({ role: 'seller' })).toBe('Seller');
    expect(roleBadge({ role: 'agent' })).toBe('Verified Agent');
    expect(roleBadge({ role: 'top_agent' })).toBe('Verified Top Agent');
  });

  it('reads the role the server sent and never derives it again from the flags', () => {
    const flagsOnly = { is_seller: true, is_agent: true, top_agent: true } as { role?: string };
    expect(profileRole(flagsOnly)).toBe('buyer');
    expect(roleBadge({ role: 'seller', is_agent: true } as { role: string })).toBe('Seller');
  });

  it('shows Buyer for a missing profile or a role the contract does not know', () => {
    expect(roleBadge({ role: 'admin' })).toBe('Buyer');
    expect(roleBadge(null)).toBe('Buyer');
    expect(roleBadge(undefined)).toBe('Buyer');
  });

  it('has a badge for every role of the contract', () => {
    const texts: string[] = Object.values(defaultMessages);
    for (const role of PROFILE_ROLES) {
      expect(texts).toContain(roleBadge({ role }));
      expect(texts).toContain(roleBadge({ role }, { style: 'short' }));
    }
  });

  it('shows Buyer, Seller or Agent on the mini profile card', () => {
    expect(roleBadge({ role: 'agent' }, { style: 'short' })).toBe('Agent');
    expect(roleBadge({ role: 'top_agent' }, { style: 'short' })).toBe('Agent');
    expect(roleBadge({ role: 'seller' }, { style: 'short' })).toBe('Seller');
  });

  it("names the plans a profile can still buy: the contract's plan codes above its role", () => {
    expect(upgradePlans({ role: 'buyer' })).toEqual([...PLAN_CODES]);
    expect(upgradePlans(null)).toEqual(['seller', 'agent', 'top_agent']);
    expect(upgradePlans({ role: 'seller' })).toEqual(['agent', 'top_agent']);
    expect(upgradePlans({ role: 'agent' })).toEqual(['top_agent']);
    expect(upgradePlans({ role: 'top_agent' })).toEqual([]);
  });
});
