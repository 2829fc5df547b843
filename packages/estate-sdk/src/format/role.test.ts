import { describe, expect, it } from 'vitest';
import { profileRole, roleBadge, upgradePlans } from './index.js';

describe('role badge', () => {
  it('shows Buyer, Seller, Verified Agent or Verified Top Agent by the highest role held', () => {
    expect(roleBadge({ is_seller: false, is_agent: false, top_agent: false })).toBe('Buyer');
    expect(roleBadge({ is_seller: true })).toBe('Seller');
    expect(roleBadge({ is_seller: true, is_agent: true })).toBe('Verified Agent');
    expect(roleBadge({ is_agent: true, top_agent: true })).toBe('Verified Top Agent');
  });

  it("prefers the server's role field and shows Buyer for a missing profile", () => {
    expect(roleBadge({ role: 'seller', is_agent: true })).toBe('Seller');
    expect(roleBadge({ role: 'admin', is_agent: true })).toBe('Verified Agent');
    expect(roleBadge(null)).toBe('Buyer');
    expect(roleBadge(undefined)).toBe('Buyer');
  });

  it('shows Buyer, Seller or Agent on the mini profile card', () => {
    expect(roleBadge({ role: 'agent' }, { style: 'short' })).toBe('Agent');
    expect(roleBadge({ role: 'top_agent' }, { style: 'short' })).toBe('Agent');
    expect(roleBadge({ role: 'seller' }, { style: 'short' })).toBe('Seller');
  });

  it('names the role and the plans a profile can still buy', () => {
    expect(profileRole({ top_agent: true })).toBe('top_agent');
    expect(upgradePlans({ role: 'buyer' })).toEqual(['seller', 'agent', 'top_agent']);
    expect(upgradePlans({ is_seller: true })).toEqual(['agent', 'top_agent']);
    expect(upgradePlans({ is_agent: true })).toEqual(['top_agent']);
    expect(upgradePlans({ top_agent: true })).toEqual([]);
  });
});
