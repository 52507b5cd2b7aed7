// Fills the benchmark's database: the demo pods through the admin API, then N generated products across
// the six default categories (multi-row INSERTs of a few thousand rows straight into the database) and
// ANALYZE, so the planner knows the table's size as it would on a shop that has been running a while.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../../apps/api/src/db/client.ts';
import { type NewProductRow, products } from '../../apps/api/src/db/schema/index.ts';
import { seededRandom } from '../../apps/api/src/db/seed/art.ts';
import { DEMO_PODS } from '../../apps/api/src/db/seed/demo-data.ts';
import { toPaise } from '../../apps/api/src/lib/money.ts';
import { describe, type Rand, RECIPES, someOf } from './words.ts';

const DAY = 86_400_000;
/** Rows per INSERT: 13 columns stay well under PostgreSQL's 65,535 parameters. */
const BATCH = 2_000;

export interface Catalogue {
  /** Every product id, in insertion order. */
  ids: string[];
  ms: number;
}

function productRow(rand: Rand, index: number, now: number): NewProductRow & { id: string } {
  const recipe = RECIPES[index % RECIPES.length]!;
  const name = recipe.name(rand);
  const [min, max] = recipe.price;
  const createdAt = new Date(now - rand() * 730 * DAY);
  const id = randomUUID();
  return {
    id,
    name,
    description: describe(rand, name),
    // Shop prices end in 9.
    pricePaise: toPaise(Math.floor((min + rand() * (max - min)) / 10) * 10 + 9),
    // Plenty for the order phase; the orders module makes a few scarce on purpose.
    stock: 100 + Math.floor(rand() * 900),
    category: recipe.category,
    images: [`/uploads/products/${id}.png`],
    weight: Math.round((0.1 + rand() * 2.9) * 100) / 100,
    dimensions: {
      length: 10 + Math.round(rand() * 30),
      width: 5 + Math.round(rand() * 20),
      height: 1 + Math.round(rand() * 15),
    },
    features: someOf(rand, recipe.features, 3),
    rating: Math.round((3 + 2 * Math.sqrt(rand())) * 10) / 10,
    createdAt,
    updatedAt: createdAt,
  };
}

/** The demo pods, added through the admin API as an admin would (without pictures). */
export async function addPods(base: string, email: string, password: string): Promise<number> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  for (const pod of DEMO_PODS) {
    const form = new FormData();
    const fields = {
      name: pod.name,
      description: pod.description,
      shortDescription: pod.shortDescription,
      category: pod.category,
      size: String(pod.size),
      price: String(pod.price ?? 0),
      features: JSON.stringify(pod.features),
      specs: JSON.stringify(pod.specs),
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    const res = await fetch(`${base}/api/pods`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!res.ok) throw new Error(`adding the pod ${pod.name} failed: ${res.status} ${await res.text()}`);
  }
  return DEMO_PODS.length;
}

export async function fillCatalogue(handle: DbHandle, count: number): Promise<Catalogue> {
  const started = performance.now();
  const rand = seededRandom(0xbe9c4);
  const now = Date.now();
  const ids: string[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => productRow(rand, start + k, now));
    await handle.db.insert(products).values(rows);
    for (const row of rows) ids.push(row.id);
  }
  // What autovacuum does after a bulk insert on a real shop: statistics, and a visibility map for index-only scans.
  await handle.db.execute(sql`vacuum analyze`);
  return { ids, ms: Math.round(performance.now() - started) };
}

/** Rows per statement of the bulk fill: one JSON parameter each, a few MB. */
const BULK = 10_000;

/**
 * The same rows as fillCatalogue (same recipes, same seed), sent 10,000 at a time as one JSON parameter that
 * PostgreSQL unpacks (json_to_recordset): a million products in a few minutes rather than a quarter of an
 * hour of 13-column multi-row INSERTs. Keeps no ids (sampleProductIds draws some from the table). `handle`
 * should allow long statements (the final VACUUM ANALYZE of a million rows takes a while).
 */
export async function fillCatalogueBulk(
  handle: DbHandle,
  count: number,
  progress: (done: number) => void = () => {},
): Promise<{ ms: number }> {
  const started = performance.now();
  const rand = seededRandom(0xbe9c4);
  const now = Date.now();
  for (let start = 0; start < count; start += BULK) {
    const rows = Array.from({ length: Math.min(BULK, count - start) }, (_, k) => {
      const { createdAt, updatedAt, ...row } = productRow(rand, start + k, now);
      return { ...row, createdAt: createdAt?.toISOString(), updatedAt: updatedAt?.toISOString() };
    });
    await handle.db.execute(sql`
      insert into products (id, name, description, price_paise, stock, category, images, weight, dimensions,
        features, rating, created_at, updated_at)
      select "id", "name", "description", "pricePaise", "stock", "category", "images", "weight", "dimensions",
        "features", "rating", "createdAt", "updatedAt"
      from json_to_recordset(${JSON.stringify(rows)}::json) as r("id" uuid, "name" text, "description" text,
        "pricePaise" integer, "stock" integer, "category" text, "images" jsonb, "weight" double precision,
        "dimensions" jsonb, "features" jsonb, "rating" real, "createdAt" timestamptz, "updatedAt" timestamptz)`);
    progress(start + rows.length);
  }
  await handle.db.execute(sql`vacuum analyze`);
  return { ms: Math.round(performance.now() - started) };
}

/**
 * Up to `n` product ids drawn from the table (a repeatable Bernoulli sample, so the same fill gives the
 * same ids in the same order), for URL generators that must not hold a million ids.
 */
export async function sampleProductIds(handle: DbHandle, n: number, total: number): Promise<string[]> {
  const percent = Math.min(100, (100 * n * 1.2) / Math.max(1, total));
  const found = await handle.db.execute(
    sql`select id from products tablesample bernoulli (${sql.raw(percent.toFixed(6))}) repeatable (42) order by id limit ${n}`,
  );
  return (found as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}
