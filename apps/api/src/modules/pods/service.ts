import { POD_MESSAGES, type PodFields, podFieldsSchema, type podListQuerySchema } from '@astroden/shared';
import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { pods } from '../../db/schema/index.ts';
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
  const where = q.search ? ilike(pods.name, likePattern(q.search)) : undefined;
  const { limit, offset } = pageWindow(q.page, q.limit);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(pods)
      .where(where)
      .orderBy(...orderBySort(q.sort, POD_SORT_COLUMNS, [desc(pods.createdAt), asc(pods.id)]))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(pods).where(where),
  ]);
  return { rows: rows.map(toPod), total: totalRow?.total ?? 0 };
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
