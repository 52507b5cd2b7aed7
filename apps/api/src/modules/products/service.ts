import {
  type BulkResult,
  type Category,
  PRODUCT_MESSAGES,
  type ProductFields,
  PUBLIC_PRODUCT_SORTS,
  productFieldsSchema,
  type productListQuerySchema,
} from '@astroden/shared';
import { arrayOverlaps, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { sharedRead } from '../../db/batched-reads.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { orderLines, productCategoryCounts, products } from '../../db/schema/index.ts';
import { type Actor, asActor } from '../../lib/audit.ts';
import { notFound, refuseStale } from '../../lib/http-errors.ts';
import { deleteImages } from '../../lib/images.ts';
import { toPaise } from '../../lib/money.ts';
import { parseFields, planImages, prepareImages, saveWithImages, type UploadForm } from '../../lib/multipart.ts';
import type { Storage } from '../../lib/storage.ts';
import { listAdminCatalogue } from './admin-catalogue.ts';
import { catalogueProduct, listCatalogue, type PublicProductSort, productColumns } from './catalogue.ts';
import { prepareSearchIndex, type SearchIndexLog } from './search-index.ts';
import { toProduct } from './serialize.ts';

export type ProductListQuery = z.output<typeof productListQuerySchema>;

const isPublicSort = (sort: string): sort is PublicProductSort => PUBLIC_PRODUCT_SORTS.includes(sort);

/** Whether a listing asks for what only admins may (another sort, the stock filter): the route checks. */
export const isAdminListing = (q: ProductListQuery) => !isPublicSort(q.sort) || q.stock !== undefined;

/** Up to this many products, the search index is built before the server answers (a fraction of a second). */
const INDEX_BEFORE_LISTENING_UP_TO = 50_000;

/** Builds this process's search index (decision 024), waiting for it when the catalogue is small. */
export const prepareSearch = (db: Database, log: SearchIndexLog) =>
  prepareSearchIndex(db, INDEX_BEFORE_LISTENING_UP_TO, log);

export async function listProducts(db: Database, q: ProductListQuery) {
  const { rows, total } =
    isPublicSort(q.sort) && !q.stock
      ? await listCatalogue(db, { ...q, sort: q.sort })
      : await listAdminCatalogue(db, q);
  return { rows: rows.map(toProduct), total };
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The categories in use with their product counts as one JSON array, a named statement: the counts the triggers keep,
 * not a count of products.
 */
function categoriesStatement(db: Database) {
  const c = productCategoryCounts;
  return namedStatement(
    db,
    'product_categories',
    sql`select coalesce(json_agg(json_build_object('name', ${c.category}, 'count', ${c.count})), '[]')
      from ${c} where ${c.count} > 0 and btrim(${c.category}) <> ''`,
  );
}

/**
 * The categories in use, by name: the marketplace shows them on every page, so the reads asked for in one turn
 * share one execution of a named statement (db/batched-reads.ts, decision 028).
 */
export function listCategories(db: Database): Promise<Category[]> {
  return sharedRead(
    db,
    'categories',
    () => categoriesStatement(db),
    (json) =>
      (json as Category[]).sort(
        (a, b) => byName.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
      ),
  );
}

export async function getProduct(db: Database, id: string) {
  const row = await catalogueProduct(db, id);
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

export async function createProduct(db: Database, storage: Storage, form: UploadForm, actor: Actor) {
  const fields = parseFields(productFieldsSchema, form.fields);
  planImages([], fields.existingImages, form.files.length);
  const images = await prepareImages(form.files);
  return saveWithImages(storage, 'products', images, async (added) => {
    const [row] = await asActor(db, actor, (tx) =>
      tx
        .insert(products)
        .values({ ...productValues(fields), images: added })
        .returning(productColumns),
    );
    return { result: toProduct(row!), removed: [] };
  });
}

export async function updateProduct(db: Database, storage: Storage, id: string, form: UploadForm, actor: Actor) {
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
    asActor(db, actor, async (tx) => {
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
        .returning(productColumns);
      return { result: toProduct(row!), removed: await notInAnyOrder(tx, plan.removed) };
    }),
  );
}

/** Deletes the row (order lines keep their snapshot), then its stored images but those orders still show. */
export async function deleteProduct(db: Database, storage: Storage, id: string, actor: Actor) {
  const [row] = await asActor(db, actor, (tx) =>
    tx.delete(products).where(eq(products.id, id)).returning({ images: products.images }),
  );
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  await deleteImages(storage, await notInAnyOrder(db, row.images));
}

/**
 * Deletes each product that exists, all in one audited transaction, then the images no order shows;
 * an id with no product is refused with the single delete's message.
 */
export async function deleteProducts(db: Database, storage: Storage, ids: string[], actor: Actor): Promise<BulkResult> {
  const deleted = await asActor(db, actor, (tx) =>
    tx.delete(products).where(inArray(products.id, ids)).returning({ id: products.id, images: products.images }),
  );
  const done = new Set(deleted.map((row) => row.id));
  await deleteImages(
    storage,
    await notInAnyOrder(
      db,
      deleted.flatMap((row) => row.images),
    ),
  );
  return {
    done: ids.filter((id) => done.has(id)),
    refused: ids.filter((id) => !done.has(id)).map((id) => ({ id, message: PRODUCT_MESSAGES.notFound })),
  };
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
