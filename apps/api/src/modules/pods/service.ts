import { POD_MESSAGES, type PodFields, podFieldsSchema, type podListQuerySchema } from '@astroden/shared';
import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { readerFor, rowsByAsk, statementFor } from '../../db/batched-reads.ts';
import type { Database } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { type PodRow, pods } from '../../db/schema/index.ts';
import { type Actor, asActor } from '../../lib/audit.ts';
import { notFound, refuseStale } from '../../lib/http-errors.ts';
import { deleteImages } from '../../lib/images.ts';
import { toPaise } from '../../lib/money.ts';
import { parseFields, planImages, prepareImages, saveWithImages, type UploadForm } from '../../lib/multipart.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { orderBySort } from '../../lib/sorting.ts';
import type { Storage } from '../../lib/storage.ts';
import { toPod } from './serialize.ts';

export type PodListQuery = z.output<typeof podListQuerySchema>;

/** Newest first; the id keeps equal dates in one order across pages (matches pods_created_at_idx). */
const POD_SORT_COLUMNS = {
  name: sql`lower(${pods.name})`,
  size: pods.size,
  price: pods.pricePaise,
  createdAt: pods.createdAt,
};

export async function listPods(db: Database, q: PodListQuery) {
  if (!q.search) return podPages(db, q.sort).load(pageWindow(q.page, q.limit));
  const where = ilike(pods.name, likePattern(q.search));
  const { limit, offset } = pageWindow(q.page, q.limit);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(pods)
      .where(where)
      .orderBy(...podOrder(q.sort))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(pods).where(where),
  ]);
  return { rows: rows.map(toPod), total: totalRow?.total ?? 0 };
}

const podOrder = (sort: PodListQuery['sort']) =>
  orderBySort(sort, POD_SORT_COLUMNS, [desc(pods.createdAt), asc(pods.id)]);

/**
 * Pages of the pods in one sort, each with the total, a row (k, total, page as JSON) for each of the pages asked
 * for (`asks`, a JSON array of limits and offsets, numbered from 1 in `k`): one named statement, parsed once per
 * connection.
 */
function podPagesStatement(db: Database, sort: PodListQuery['sort']) {
  const order = sql.join(podOrder(sort), sql`, `);
  const page = sql`select * from ${pods} order by ${order} limit asks.lim offset asks.off`;
  return namedStatement(
    db,
    `pods_pages_${sort}`,
    sql`select asks.k, (select count(*) from ${pods})::int as total,
        coalesce((select json_agg(pods order by ${order}) from (${page}) as pods), '[]') as rows
      from rows from (json_to_recordset(${sql.placeholder('asks')}::json) as (lim bigint, off bigint))
        with ordinality as asks(lim, off, k)`,
  );
}

/**
 * The pods' pages of one sort asked for in one turn, read together (db/batched-reads.ts): the storefront's footer
 * shows the newest pods on every page, and with the response cache off each read was two queries that Drizzle
 * built and PostgreSQL parsed anew (issue 26).
 */
function podPages(db: Database, sort: PodListQuery['sort']) {
  const key = `pod-pages:${sort}`;
  return readerFor(db, key, async (asks: readonly { limit: number; offset: number }[]) => {
    const statement = statementFor(db, key, () => podPagesStatement(db, sort));
    const rows = await statement.execute({
      asks: JSON.stringify(asks.map(({ limit, offset }) => ({ lim: limit, off: offset }))),
    });
    return rowsByAsk(rows, asks.length).map((row) => {
      const page = JSON.parse(row?.[2] ?? '[]') as Record<string, unknown>[];
      return { rows: page.map((pod) => toPod(podFromJson(pod))), total: Number(row?.[1] ?? 0) };
    });
  });
}

/** A pod of a page's JSON (snake_case) in the shape the select builder gives. */
function podFromJson(row: Record<string, unknown>): PodRow {
  return {
    id: row.id as string,
    name: row.name as string,
    description: row.description as string,
    shortDescription: row.short_description as string | null,
    category: row.category as string | null,
    pricePaise: row.price_paise === null ? null : Number(row.price_paise),
    size: row.size === null ? null : Number(row.size),
    features: row.features as string[],
    specs: row.specs as Record<string, string>,
    images: row.images as string[],
    whatsappLink: row.whatsapp_link as string | null,
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
    version: Number(row.version),
  };
}

export async function getPod(db: Database, id: string) {
  const [row] = await db.select().from(pods).where(eq(pods.id, id));
  if (!row) throw notFound(POD_MESSAGES.notFound);
  return toPod(row);
}

/**
 * A write replaces what the admin pod form sends (whatsappLink is sent only when set, so omitted
 * clears it). shortDescription, category and specs are not on that form: omitted keeps them on an
 * update, and blank text clears them.
 */
function podValues(fields: PodFields) {
  const optionalText = (v: string | undefined) => (v === undefined ? undefined : v || null);
  return {
    name: fields.name,
    description: fields.description,
    pricePaise: toPaise(fields.price),
    size: fields.size,
    features: fields.features,
    whatsappLink: fields.whatsappLink ?? null,
    shortDescription: optionalText(fields.shortDescription),
    category: optionalText(fields.category),
    specs: fields.specs,
  };
}

export async function createPod(db: Database, storage: Storage, form: UploadForm, actor: Actor) {
  const fields = parseFields(podFieldsSchema, form.fields);
  planImages([], fields.existingImages, form.files.length);
  const images = await prepareImages(form.files);
  return saveWithImages(storage, 'pods', images, async (added) => {
    const [row] = await asActor(db, actor, (tx) =>
      tx
        .insert(pods)
        .values({ ...podValues(fields), images: added })
        .returning(),
    );
    return { result: toPod(row!), removed: [] };
  });
}

export async function updatePod(db: Database, storage: Storage, id: string, form: UploadForm, actor: Actor) {
  const fields = parseFields(podFieldsSchema, form.fields);
  const [current] = await db.select({ images: pods.images, version: pods.version }).from(pods).where(eq(pods.id, id));
  if (!current) throw notFound(POD_MESSAGES.notFound);
  // Refused before the images are processed; checked again under the row lock below.
  refuseStale(current.version, fields.version, POD_MESSAGES.changed);
  planImages(current.images, fields.existingImages, form.files.length);
  const images = await prepareImages(form.files);
  return saveWithImages(storage, 'pods', images, (added) =>
    asActor(db, actor, async (tx) => {
      // Re-read under a row lock: a concurrent write may have changed the images meanwhile.
      const [locked] = await tx
        .select({ images: pods.images, version: pods.version })
        .from(pods)
        .where(eq(pods.id, id))
        .for('update');
      if (!locked) throw notFound(POD_MESSAGES.notFound);
      refuseStale(locked.version, fields.version, POD_MESSAGES.changed);
      const plan = planImages(locked.images, fields.existingImages, added.length);
      const [row] = await tx
        .update(pods)
        .set({ ...podValues(fields), images: [...plan.kept, ...added], version: sql`${pods.version} + 1` })
        .where(eq(pods.id, id))
        .returning();
      return { result: toPod(row!), removed: plan.removed };
    }),
  );
}

export async function deletePod(db: Database, storage: Storage, id: string, actor: Actor) {
  const [row] = await asActor(db, actor, (tx) =>
    tx.delete(pods).where(eq(pods.id, id)).returning({ images: pods.images }),
  );
  if (!row) throw notFound(POD_MESSAGES.notFound);
  await deleteImages(storage, row.images);
}
