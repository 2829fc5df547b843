import { resolveMessages, type WithMessages } from '../messages.js';

/** The roles of spec §6 a profile can hold, lowest first; the paid ones are also the plan codes. */
export const PROFILE_ROLES = ['buyer', 'seller', 'agent', 'top_agent'] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];
export type PlanCode = Exclude<ProfileRole, 'buyer'>;

/** What a profile says about its role: the server's `role`, or the flags of spec §3. */
export interface RoleSource {
  role?: string | null;
  is_seller?: boolean | null;
  is_agent?: boolean | null;
  top_agent?: boolean | null;
}

/**
 * The highest role a profile holds: its `role` when that is one of the four, else from the flags
 * (top_agent, then is_agent, then is_seller), else buyer. A missing profile is a buyer.
 */
export function profileRole(profile: RoleSource | null | undefined): ProfileRole {
  if (!profile) return 'buyer';
  if (typeof profile.role === 'string' && (PROFILE_ROLES as readonly string[]).includes(profile.role)) return profile.role as ProfileRole;
  if (profile.top_agent) return 'top_agent';
  if (profile.is_agent) return 'agent';
  if (profile.is_seller) return 'seller';
  return 'buyer';
}

export interface RoleBadgeOptions extends WithMessages {
  /**
   * 'full' (profile pages, the default): Buyer, Seller, Verified Agent, Verified Top Agent.
   * 'short' (the mini profile card, spec §2): Buyer, Seller or Agent, agents of both kinds reading Agent.
   */
  style?: 'full' | 'short';
}

/** The role badge of spec §6: Buyer, else Seller, else Agent / Verified Agent, else Verified Top Agent. */
export function roleBadge(profile: RoleSource | null | undefined, options: RoleBadgeOptions = {}): string {
  const messages = resolveMessages(options.messages);
  const role = profileRole(profile);
  if (role === 'buyer') return messages.roleBuyer;
  if (role === 'seller') return messages.roleSeller;
  if (options.style === 'short') return messages.roleAgent;
  return role === 'agent' ? messages.roleVerifiedAgent : messages.roleVerifiedTopAgent;
}

/**
 * The plans a profile can still upgrade to (spec §2 own profile): a buyer all three, a seller
 * agent and top_agent, an agent top_agent, a top agent none.
 */
export function upgradePlans(profile: RoleSource | null | undefined): PlanCode[] {
  const held = PROFILE_ROLES.indexOf(profileRole(profile));
  return PROFILE_ROLES.slice(held + 1) as PlanCode[];
}
