import type { PricingPlan } from '@astroden/shared';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pricingPlans } from '../../db/schema/index.ts';
import { toRupees } from '../../lib/money.ts';

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
