import {
  type Category,
  PRODUCT_MESSAGES,
  type ProductFields,
  type ProductSort,
  productFieldsSchema,
  type productListQuerySchema,
} from '@astroden/shared';
import { and, arrayOverlaps, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { orderLines, products } from '../../db/schema/index.ts';
import { notFound, refuseStale } from '../../lib/http-errors.ts';
import { deleteImages } from '../../lib/images.ts';
import { toPaise } from '../../lib/money.ts';
import { parseFields, planImages, prepareImages, saveWithImages, type UploadForm } from '../../lib/multipart.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { Storage } from '../../plugins/storage.ts';
import { toProduct } from './serialize.ts';

export type ProductListQuery = z.output<typeof productListQuerySchema>;

// Each order ends on the id so equal keys keep one order across pages (the first three match an index
// exactly; -rating breaks rating ties by newest first, as the marketplace expects).
const ORDER_BY: Record<ProductSort, SQL[]> = {
  '-createdAt': [desc(products.createdAt), asc(products.id)],
  price: [asc(products.pricePaise), asc(products.id)],
  '-price': [desc(products.pricePaise), desc(products.id)],
  '-rating': [desc(products.rating), desc(products.createdAt), asc(products.id)],
};

export async function listProducts(db: Database, q: ProductListQuery) {
  const where = and(
    // ILIKE on the bare name column is what products_name_trgm_idx serves.
    q.search ? ilike(products.name, likePattern(q.search)) : undefined,
    q.category ? eq(products.category, q.category) : undefined,
  );
  const { limit, offset } = pageWindow(q.page, q.limit);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDER_BY[q.sort])
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows: rows.map(toProduct), total: totalRow?.total ?? 0 };
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Distinct non-blank categories with their product counts, by name. */
export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db
    .select({ name: products.category, count: count() })
    .from(products)
    .where(sql`btrim(${products.category}) <> ''`)
    .groupBy(products.category);
  return rows.sort((a, b) => byName.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export async function getProduct(db: Database, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  return toProduct(row);
}

/** A write replaces every field the admin form sends; rating (not on the form) is kept when omitted. */
function productValues(fields: ProductFields) {
  return {
    name: fields.name,
    description: fields.description,
    pricePaise: toPaise(fields.price),
    stock: fields.stock,
    category: fields.category,
    weight: fields.weight ?? null,
    dimensions: fields.dimensions ?? null,
    features: fields.features,
    rating: fields.rating,
  };
}

export async function createProduct(db: Database, storage: Storage, form: UploadForm) {
  const fields = parseFields(productFieldsSchema, form.fields);
  planImages([], fields.existingImages, form.files.length);
  const images = await prepareImages(form.files);
  return saveWithImages(storage, 'products', images, async (added) => {
    const [row] = await db
      .insert(products)
      .values({ ...productValues(fields), images: added })
      .returning();
    return { result: toProduct(row!), removed: [] };
  });
}

export async function updateProduct(db: Database, storage: Storage, id: string, form: UploadForm) {
  const fields = parseFields(productFieldsSchema, form.fields);
  const [current] = await db
    .select({ images: products.images, version: products.version })
    .from(products)
    .where(eq(products.id, id));
  if (!current) throw notFound(PRODUCT_MESSAGES.notFound);
  // Refused before the images are processed; checked again under the row lock below.
  refuseStale(current.version, fields.version, PRODUCT_MESSAGES.changed);
  planImages(current.images, fields.existingImages, form.files.length);
  const images = await prepareImages(form.files);
  return saveWithImages(storage, 'products', images, (added) =>
    db.transaction(async (tx) => {
      // Re-read under a row lock: a concurrent write may have changed the images meanwhile.
      const [locked] = await tx
        .select({ images: products.images, version: products.version })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!locked) throw notFound(PRODUCT_MESSAGES.notFound);
      refuseStale(locked.version, fields.version, PRODUCT_MESSAGES.changed);
      const plan = planImages(locked.images, fields.existingImages, added.length);
      const [row] = await tx
        .update(products)
        .set({ ...productValues(fields), images: [...plan.kept, ...added], version: sql`${products.version} + 1` })
        .where(eq(products.id, id))
        .returning();
      return { result: toProduct(row!), removed: await notInAnyOrder(tx, plan.removed) };
    }),
  );
}

/** Deletes the row (order lines keep their snapshot), then its stored images but those orders still show. */
export async function deleteProduct(db: Database, storage: Storage, id: string) {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ images: products.images });
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  await deleteImages(storage, await notInAnyOrder(db, row.images));
}

/** The images no order line shows: order lines keep the product's images of the day it was ordered. */
async function notInAnyOrder(db: Database | Transaction, images: string[]): Promise<string[]> {
  if (images.length === 0) return [];
  const lines = await db
    .select({ images: orderLines.images })
    .from(orderLines)
    .where(arrayOverlaps(orderLines.images, images));
  const ordered = new Set(lines.flatMap((line) => line.images));
  return images.filter((image) => !ordered.has(image));
}
