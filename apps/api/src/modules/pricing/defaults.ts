// The three plans a new shop starts with (DESIGN.md decision 7).
import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pricingPlans } from '../../db/schema/index.ts';
import { toPaise } from '../../lib/money.ts';

export const DEFAULT_PRICING_PLANS = [
  {
    name: 'Orbit',
    price: 499,
    period: 'hour',
    features: ['One gaming pod', 'High-refresh display', 'Noise-cancelling headset', 'Free Wi-Fi'],
  },
  {
    name: 'Nebula',
    price: 1999,
    period: 'night',
    features: ['Pod from 10 pm to 8 am', 'Recliner seat and blanket', 'Unlimited snacks and drinks', 'Free Wi-Fi'],
  },
  {
    name: 'Galaxy',
    price: 9999,
    period: 'week',
    features: ['Seven days of pod time', 'Reserved pod of your choice', '10% off all merch', 'Priority support'],
  },
] as const;

/** Inserts the default plans only into an empty table; an admin's plans are never touched. */
export async function ensurePricingPlans(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Two instances starting together must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('astroden:pricing_plans'))`);
    const [row] = await tx.select({ n: count() }).from(pricingPlans);
    if ((row?.n ?? 0) > 0) return;
    await tx.insert(pricingPlans).values(
      DEFAULT_PRICING_PLANS.map((plan, position) => ({
        name: plan.name,
        pricePaise: toPaise(plan.price),
        period: plan.period,
        features: [...plan.features],
        position,
      })),
    );
  });
}
