import type { Product } from '@astroden/shared';
import { toRupees } from '../../lib/money.ts';
import type { ProductListRow } from './catalogue.ts';

/** The public shape of a product (spec section 3): rupees, `_id`, the first image as `image`. */
export function toProduct(row: ProductListRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: toRupees(row.pricePaise),
    stock: row.stock,
    category: row.category,
    images: row.images,
    image: row.images[0] ?? null,
    weight: row.weight,
    dimensions: row.dimensions,
    features: row.features,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
