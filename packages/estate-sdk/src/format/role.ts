import type { PlanCode, ProfileRole } from '../client/types.js';
import { PLAN_CODES, PROFILE_ROLES } from '../generated/contract.js';
import { resolveMessages, type MessageKey, type WithMessages } from '../messages.js';

/** What the badge reads: the server's `role` (it derives it from the paid-role flags; the SDK does not). */
export interface RoleSource {
  role?: string | null;
}

const isRole = (value: unknown): value is ProfileRole => typeof value === 'string' && (PROFILE_ROLES as readonly string[]).includes(value);
const isPlanCode = (value: string): value is PlanCode => (PLAN_CODES as readonly string[]).includes(value);

/**
 * A profile's role: its `role` as the server sent it, one of `PROFILE_ROLES` (the contract's,
 * lowest first). A missing profile, or a `role` the contract does not know, is the lowest role
 * (buyer).
 */
export function profileRole(profile: RoleSource | null | undefined): ProfileRole {
  return isRole(profile?.role) ? profile.role : PROFILE_ROLES[0];
}

export interface RoleBadgeOptions extends WithMessages {
  /**
   * 'full' (profile pages, the default): Buyer, Seller, Verified Agent, Verified Top Agent.
   * 'short' (the mini profile card, spec §2): Buyer, Seller or Agent, agents of both kinds reading Agent.
   */
  style?: 'full' | 'short';
}

/** The badge text of each role; a role the server adds fails to compile here until it has one. */
const BADGES: Record<ProfileRole, Record<'full' | 'short', MessageKey>> = {
  buyer: { full: 'roleBuyer', short: 'roleBuyer' },
  seller: { full: 'roleSeller', short: 'roleSeller' },
  agent: { full: 'roleVerifiedAgent', short: 'roleAgent' },
  top_agent: { full: 'roleVerifiedTopAgent', short: 'roleAgent' },
};

/** The role badge of spec §6: Buyer, else Seller, else Agent / Verified Agent, else Verified Top Agent. */
export function roleBadge(profile: RoleSource | null | undefined, options: RoleBadgeOptions = {}): string {
  return resolveMessages(options.messages)[BADGES[profileRole(profile)][options.style ?? 'full']];
}

/**
 * The plans a profile can still upgrade to (spec §2 own profile): the plan codes of the roles above
 * its own, in the contract's order. A buyer gets all three, a top agent none.
 */
export function upgradePlans(profile: RoleSource | null | undefined): PlanCode[] {
  const held = PROFILE_ROLES.indexOf(profileRole(profile));
  return PROFILE_ROLES.slice(held + 1).filter(isPlanCode);
}
