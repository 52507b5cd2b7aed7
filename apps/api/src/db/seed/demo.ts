// Demo data for an empty shop: products, pods, a year of orders, contact messages and demo accounts.
// Images are drawn at seed time and go through the upload pipeline, so they are stored and served
// exactly like an admin's uploads. A seeded PRNG makes every run produce the same shop (dates are
// relative to the moment of seeding).
import { randomBytes, randomUUID } from 'node:crypto';
import { type OrderStatus, type PublicSettings, shippingFor } from '@astroden/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deleteImages, type ImageFolder, preparePng, storeImages } from '../../lib/images.ts';
import { toPaise, toRupees } from '../../lib/money.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { getPublicSettings } from '../../lib/public-settings.ts';
import type { Storage } from '../../lib/storage.ts';
import type { Database } from '../client.ts';
import {
  appState,
  contacts,
  type NewPodRow,
  type NewProductRow,
  type NewUserRow,
  orderLines,
  orders,
  pods,
  products,
  users,
} from '../schema/index.ts';
import { type ArtOptions, type Motif, renderArtPng, seededRandom } from './art.ts';
import {
  DEMO_BUILDINGS,
  DEMO_CITIES,
  DEMO_CONTACTS,
  DEMO_FIRST_NAMES,
  DEMO_LANDMARKS,
  DEMO_LAST_NAMES,
  DEMO_PODS,
  DEMO_PRODUCTS,
  DEMO_STREETS,
  DEMO_USERS,
  type DemoProduct,
} from './demo-data.ts';

export interface DemoSummary {
  products: number;
  pods: number;
  orders: number;
  orderLines: number;
  contacts: number;
  users: number;
  images: number;
  ms: number;
}

const DAY = 86_400_000;
const SEED = 0x5eed_a57;
const ORDER_COUNT = 72;
/** Images drawn at once: enough to keep two cores busy while files are written. */
const IMAGE_CONCURRENCY = 3;

const CATEGORY_ART: Record<string, { motif: Motif; hue: number }> = {
  'PC Components': { motif: 'chip', hue: 190 },
  'Manga & Comics': { motif: 'book', hue: 330 },
  Shirts: { motif: 'shirt', hue: 135 },
  Accessories: { motif: 'headset', hue: 35 },
  Collectibles: { motif: 'rocket', hue: 215 },
  'Anime Figures': { motif: 'figure', hue: 275 },
};

type OrderRow = typeof orders.$inferInsert & { id: string; createdAt: Date };
type OrderLineRow = typeof orderLines.$inferInsert;

const FIRST_START = 'firstStartAt';

/**
 * True until the database's first start has been recorded: demo data belongs to that start only, so a
 * shop that empties its catalogue does not get the demo back on the next restart.
 */
export async function isFirstStart(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ key: appState.key }).from(appState).where(eq(appState.key, FIRST_START));
  return row === undefined;
}

/** Records the first start; false when another instance recorded it first. */
export async function recordFirstStart(db: Pick<Database, 'insert'>): Promise<boolean> {
  const inserted = await db
    .insert(appState)
    .values({ key: FIRST_START, value: new Date().toISOString() })
    .onConflictDoNothing({ target: appState.key })
    .returning({ key: appState.key });
  return inserted.length > 0;
}

/** The stored paths of the demo images, by row (products, then pods, in demo-data order) and image. */
export interface DemoImages {
  products: string[][];
  pods: string[][];
}

const allPaths = (images: DemoImages) => [...images.products.flat(), ...images.pods.flat()];

/**
 * Draws the demo images and stores them through the upload pipeline. They need no database, so a first
 * start draws them while the database is created. Stores nothing when it fails.
 */
export async function drawDemoImages(storage: Storage): Promise<DemoImages> {
  const images: DemoImages = { products: DEMO_PRODUCTS.map(() => []), pods: DEMO_PODS.map(() => []) };
  const art = [
    ...DEMO_PRODUCTS.flatMap((product, i) =>
      productArt(product, i).map((options, k) => ({
        folder: 'products' as ImageFolder,
        row: images.products[i]!,
        k,
        options,
      })),
    ),
    ...DEMO_PODS.flatMap((_, i) =>
      podArt(i).map((options, k) => ({ folder: 'pods' as ImageFolder, row: images.pods[i]!, k, options })),
    ),
  ];
  try {
    await forEachLimited(art, IMAGE_CONCURRENCY, async ({ folder, row, k, options }) => {
      const prepared = await preparePng(await renderArtPng(options));
      const [path] = await storeImages(storage, folder, [prepared]);
      row[k] = path!;
    });
  } catch (err) {
    await deleteImages(storage, allPaths(images).filter(Boolean));
    throw err;
  }
  return images;
}

/** Removes demo images drawn for a seed that will not happen (a drawing that failed stored nothing). */
export async function discardDemoImages(storage: Storage, drawing: Promise<DemoImages>): Promise<void> {
  const images = await drawing.catch(() => undefined);
  if (images) await deleteImages(storage, allPaths(images));
}

/**
 * Fills a new shop with demo data on the database's first start, and records that start. Returns null
 * (and stores nothing) on any later start, also when another instance seeded it first. `drawing` is
 * the demo images when they were started beforehand (drawDemoImages); they are removed when not used.
 */
export async function seedDemo(app: FastifyInstance, drawing?: Promise<DemoImages>): Promise<DemoSummary | null> {
  const started = performance.now();
  if (!(await isFirstStart(app.db))) {
    if (drawing) await discardDemoImages(app.storage, drawing);
    return null;
  }
  const settings = await getPublicSettings(app.db);
  const now = Date.now();
  const rand = seededRandom(SEED);

  const productRows = buildProducts(rand, now);
  const podRows = buildPods(settings, now);
  const images = await (drawing ?? drawDemoImages(app.storage));
  productRows.forEach((row, i) => {
    row.images = images.products[i]!;
  });
  podRows.forEach((row, i) => {
    row.images = images.pods[i]!;
  });

  // Demo accounts are there to be looked at, never signed in to: a random password nobody is told.
  const passwordHash = hashPassword(randomBytes(24).toString('base64url'));
  const stored = allPaths(images);
  try {
    const { orderRows, lineRows, highestNumber } = buildOrders(rand, now, productRows, settings);
    const contactRows = buildContacts(rand, now);
    const userRows = buildUsers(rand, now, await passwordHash);

    const inserted = await app.db.transaction(async (tx) => {
      // Two instances starting on one empty database must not both seed it.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('astroden:demo'))`);
      if (!(await recordFirstStart(tx))) return false;
      await tx.insert(products).values(productRows);
      await tx.insert(pods).values(podRows);
      await tx.insert(orders).values(orderRows);
      await tx.insert(orderLines).values(lineRows);
      // New orders are numbered after the demo ones (one sequence for every day).
      await tx.execute(
        sql`select setval('order_number_seq', greatest(${highestNumber}, (select last_value from order_number_seq)))`,
      );
      await tx.insert(contacts).values(contactRows);
      await tx.insert(users).values(userRows).onConflictDoNothing({ target: users.email });
      return true;
    });
    if (!inserted) {
      await deleteImages(app.storage, stored);
      return null;
    }
    return {
      products: productRows.length,
      pods: podRows.length,
      orders: orderRows.length,
      orderLines: lineRows.length,
      contacts: contactRows.length,
      users: userRows.length,
      images: stored.length,
      ms: Math.round(performance.now() - started),
    };
  } catch (err) {
    await deleteImages(app.storage, stored);
    throw err;
  }
}

/** Runs `fn` over `items`, at most `limit` at a time; after a failure no new item starts. */
async function forEachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  let failure: unknown;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await fn(item);
      } catch (err) {
        if (!failed) failure = err;
        failed = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failed) throw failure;
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const between = (rand: () => number, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

function shuffled<T>(rand: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function buildProducts(rand: () => number, now: number): (NewProductRow & { id: string; createdAt: Date })[] {
  // Creation dates spread over the last year in a shuffled order, so "Newest First" mixes categories.
  const order = shuffled(
    rand,
    DEMO_PRODUCTS.map((_, i) => i),
  );
  const slot = 355 / DEMO_PRODUCTS.length;
  const daysAgo = new Map(order.map((index, k) => [index, 2 + (DEMO_PRODUCTS.length - 1 - k + rand()) * slot]));
  return DEMO_PRODUCTS.map((p, i) => {
    const createdAt = new Date(now - daysAgo.get(i)! * DAY);
    return {
      id: randomUUID(),
      name: p.name,
      description: p.description,
      pricePaise: toPaise(p.price),
      stock: p.stock,
      category: p.category,
      images: [],
      weight: p.weight ?? null,
      dimensions: p.dimensions ?? null,
      features: p.features,
      // 3.0 to 5.0 with one decimal, leaning towards the happy end as shop ratings do.
      rating: Math.round((3 + 2 * Math.sqrt(rand())) * 10) / 10,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

function productArt(p: DemoProduct, index: number): ArtOptions[] {
  const { motif, hue } = CATEGORY_ART[p.category] ?? { motif: 'rocket', hue: 200 };
  const base = { title: p.name, label: p.category, motif: p.motif ?? motif, width: 800, height: 800 };
  const first = { ...base, hue: hue + ((index * 23) % 50) - 25, seed: SEED + index * 2 };
  // Every fourth product gets a second picture in another colourway.
  return index % 4 === 1 ? [first, { ...first, hue: first.hue + 150, seed: first.seed + 1 }] : [first];
}

function buildPods(settings: PublicSettings, now: number): (NewPodRow & { id: string })[] {
  return DEMO_PODS.map((pod, i) => {
    const createdAt = new Date(now - (160 - i * 30) * DAY);
    const text = `Hi ${settings.brandName}! I would like to know more about the ${pod.name}.`;
    return {
      id: randomUUID(),
      name: pod.name,
      description: pod.description,
      shortDescription: pod.shortDescription,
      category: pod.category,
      pricePaise: pod.price === null ? null : toPaise(pod.price),
      size: pod.size,
      features: pod.features,
      specs: pod.specs,
      images: [],
      whatsappLink: `https://wa.me/${settings.chatNumber}?text=${encodeURIComponent(text)}`,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

function podArt(index: number): ArtOptions[] {
  const pod = DEMO_PODS[index]!;
  return Array.from({ length: pod.images }, (_, k) => ({
    title: pod.name,
    label: `${pod.category} space pod`,
    motif: 'pod' as const,
    hue: 260 + index * 47 + k * 35,
    seed: SEED + 1000 + index * 10 + k,
    width: 1200,
    height: 800,
  }));
}

/** The status an order of this age would plausibly have by now. */
function statusFor(rand: () => number, ageDays: number): OrderStatus {
  const r = rand();
  // Nobody confirms a pending order for long: after two days it expires (settings, pendingOrderExpiryHours).
  if (ageDays < 2) return 'pending';
  if (ageDays < 7) return 'processing';
  if (ageDays < 21) return r < 0.55 ? 'processing' : r < 0.85 ? 'completed' : 'failed';
  return r < 0.78 ? 'completed' : r < 0.91 ? 'cancelled' : 'failed';
}

function buildOrders(
  rand: () => number,
  now: number,
  productRows: (NewProductRow & { id: string; createdAt: Date })[],
  settings: PublicSettings,
) {
  // Stratified over the last year, denser towards today as a growing shop's would be.
  const dates = Array.from({ length: ORDER_COUNT }, (_, i) => {
    const daysAgo = 364 * ((i + rand()) / ORDER_COUNT) ** 1.6;
    return new Date(now - daysAgo * DAY - between(rand, 20, 90) * 60_000);
  }).sort((a, b) => a.getTime() - b.getTime());

  const byAge = [...productRows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const cheap = productRows.filter((p) => p.pricePaise! <= toPaise(settings.freeShippingThreshold));
  const perDay = new Map<string, number>();
  const orderRows: OrderRow[] = [];
  const lineRows: OrderLineRow[] = [];

  for (const createdAt of dates) {
    const id = randomUUID();
    // Only products already on sale that day; the oldest few stand in for the very first orders.
    const onSale = byAge.filter((p) => p.createdAt < createdAt);
    const pool = onSale.length >= 4 ? onSale : byAge.slice(0, 4);
    const r = rand();
    const chosen =
      r < 0.1 && cheap.length > 0
        ? [pick(rand, cheap)]
        : shuffled(rand, pool).slice(0, r < 0.45 ? 1 : r < 0.75 ? 2 : r < 0.92 ? 3 : 4);
    const lines = chosen.map((p, position) => {
      const q = rand();
      const quantity = p.pricePaise! > 2_000_000 || q < 0.72 ? 1 : q < 0.93 ? 2 : 3;
      return {
        orderId: id,
        position,
        productId: p.id,
        name: p.name,
        images: p.images!,
        unitPricePaise: p.pricePaise!,
        quantity,
      };
    });
    const subtotal = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
    const shipping = toPaise(shippingFor(toRupees(subtotal), settings));

    const day = createdAt.toISOString().slice(0, 10);
    const n = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, n);

    const first = pick(rand, DEMO_FIRST_NAMES);
    const last = pick(rand, DEMO_LAST_NAMES);
    const city = pick(rand, DEMO_CITIES);
    const ageDays = (now - createdAt.getTime()) / DAY;
    const status = statusFor(rand, ageDays);
    const touched = status === 'pending' ? 0 : Math.min(ageDays, 0.2 + rand() * 5) * DAY;
    orderRows.push({
      id,
      orderNumber: `ORD-${day.replaceAll('-', '')}-${String(n).padStart(4, '0')}`,
      status,
      // Cash on delivery, collected when delivered.
      paymentStatus: status === 'completed' ? 'paid' : 'unpaid',
      customerFullName: `${first} ${last}`,
      customerEmail: `${first}.${last}${rand() < 0.4 ? between(rand, 1, 99) : ''}@mail.example`.toLowerCase(),
      customerPhone: `+91 9${between(rand, 1000, 9999)} ${between(rand, 10000, 99999)}`,
      addressLine1: `${between(rand, 1, 40)}${pick(rand, ['', 'A', 'B', 'C'])}, ${pick(rand, DEMO_BUILDINGS)}, ${pick(rand, DEMO_STREETS)}`,
      addressLine2: rand() < 0.5 ? pick(rand, DEMO_LANDMARKS) : null,
      town: city.town,
      state: city.state,
      pincode: `${city.pinPrefix}${String(between(rand, 1, 99)).padStart(2, '0')}`,
      country: 'India',
      totalPaise: subtotal + shipping,
      units: lines.reduce((sum, l) => sum + l.quantity, 0),
      createdAt,
      updatedAt: new Date(createdAt.getTime() + touched),
    });
    lineRows.push(...lines);
  }

  return { orderRows, lineRows, highestNumber: Math.max(0, ...perDay.values()) };
}

function buildContacts(rand: () => number, now: number) {
  return DEMO_CONTACTS.map((c, i) => ({
    ...c,
    createdAt: new Date(now - 60 * ((DEMO_CONTACTS.length - 1 - i + rand()) / DEMO_CONTACTS.length) * DAY),
  }));
}

function buildUsers(rand: () => number, now: number, passwordHash: string): NewUserRow[] {
  return DEMO_USERS.map((u) => {
    const createdAt = new Date(now - between(rand, 10, 300) * DAY);
    return { ...u, role: 'user' as const, passwordHash, createdAt, updatedAt: createdAt };
  });
}
