import type { PricingPlan } from '@astroden/shared';
import { asc, count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pricingPlans } from '../../db/schema/index.ts';
import { toPaise, toRupees } from '../../lib/money.ts';
import { DEFAULT_PRICING_PLANS } from './defaults.ts';

export async function listPricingPlans(db: Database): Promise<PricingPlan[]> {
  const rows = await db.select().from(pricingPlans).orderBy(asc(pricingPlans.position), asc(pricingPlans.createdAt));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    price: toRupees(row.pricePaise),
    period: row.period,
    features: row.features,
  }));
}

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
