import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { plans, profiles } from '../db/schema.js';
import type { Plan, PlanCode } from '../schemas/payment.js';

export type PlanRow = typeof plans.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;
type RoleFlags = Pick<ProfileRow, 'isSeller' | 'isAgent' | 'topAgent'>;

/** There are three plans (seeded by migration), so the list is never paged. */
export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.position), asc(plans.id));
  return rows.map(planView);
}

export async function findPlanByCode(db: Db, code: string): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(plans).where(eq(plans.code, code));
  return plan;
}

export async function findPlanById(db: Db, id: number): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, id));
  return plan;
}

export function planView(plan: PlanRow): Plan {
  const line = (n: number) => plan.features[n] ?? '';
  return {
    id: plan.id,
    name: plan.name,
    price: plan.priceUsd,
    amount_kes: plan.amountKes,
    currency: 'KES',
    description: plan.description,
    plan_code: plan.code as PlanCode,
    popular: plan.popular,
    requires_license: plan.requiresLicense,
    text: line(0),
    text2: line(1),
    text3: line(2),
    text4: line(3),
    text5: line(4),
    text6: line(5),
  };
}

/** What Paystack is asked to charge: the plan's KES amount in cents. Never what the client sends. */
export const chargeFor = (plan: PlanRow) => ({ amount: plan.amountKes * 100, currency: 'KES' as const });

/** The profile flags a paid plan turns on (architecture.md: a top agent is an agent too). */
export function roleFlagsFor(code: string): Partial<RoleFlags> {
  switch (code) {
    case 'seller':
      return { isSeller: true };
    case 'agent':
      return { isAgent: true };
    case 'top_agent':
      return { topAgent: true, isAgent: true };
    default:
      return {};
  }
}

/** True when the profile already has everything the plan would give. */
export function alreadyHasPlan(profile: RoleFlags, code: string): boolean {
  const flags = Object.entries(roleFlagsFor(code)) as [keyof RoleFlags, boolean][];
  return flags.length > 0 && flags.every(([flag]) => profile[flag]);
}
