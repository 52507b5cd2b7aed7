import type { Pod } from '@astroden/shared';
import type { PodRow } from '../../db/schema/index.ts';
import { toRupees } from '../../lib/money.ts';

/** The public shape of a pod (spec section 3): price per night in rupees, null when on request. */
export function toPod(row: PodRow): Pod {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    shortDescription: row.shortDescription,
    category: row.category,
    price: row.pricePaise === null ? null : toRupees(row.pricePaise),
    size: row.size,
    features: row.features,
    specs: row.specs,
    images: row.images,
    image: row.images[0] ?? null,
    whatsappLink: row.whatsappLink,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
