import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, PAGE_SIZES, POD_MESSAGES, type Pod, podSchema, UPLOAD_MESSAGES } from '@astroden/shared';
import { asc, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewPodRow, pods } from '../../db/schema/index.ts';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import {
  type FilePart,
  multipart,
  png,
  type StorageRecord,
  storageKey,
  trackStorage,
  UPLOAD_REJECTIONS,
  variantPath,
} from '../../test/fixtures.ts';

let t: TestApp;
let admin: TestUser;
let user: TestUser;
let storage: StorageRecord;
let queries: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (query) => queries.push(query) });
  storage = trackStorage(t.app.storage);
  admin = await createAdmin(t.app);
  user = await createUser(t.app);
});
afterAll(() => t.close());

const tag = () => randomUUID().slice(0, 8);

async function insertPod(values: Partial<NewPodRow> & { name: string }) {
  const [row] = await t.app.db
    .insert(pods)
    .values({ description: 'Seeded pod', pricePaise: 500000, size: 120, ...values })
    .returning();
  return row!;
}

function podFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    name: 'Andromeda Pod',
    description: 'A quiet capsule among the stars',
    size: '120.5',
    price: '4999.5',
    whatsappLink: 'https://wa.me/919000000000',
    features: JSON.stringify(['RGB lighting', ' RGB lighting ', 'Gaming PC', '']),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
  headers: Record<string, string> = admin.headers,
) {
  const body = await multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...headers } });
}

const pngs = (n: number) => Promise.all(Array.from({ length: n }, async (_, i) => ({ data: await png(10 + i, 6) })));

async function createPod(images = 0, overrides: Record<string, string | undefined> = {}): Promise<Pod> {
  const res = await send('POST', '/api/pods', podFields(overrides), await pngs(images));
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const list = (query: string) => t.app.inject({ url: `/api/pods?${query}` });
const getPod = (id: string) => t.app.inject({ url: `/api/pods/${id}` });
const podCount = async () => (await t.app.db.select({ n: count() }).from(pods))[0]!.n;

async function expectServed(imagePath: string) {
  const res = await t.app.inject({ url: imagePath });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const variant = await t.app.inject({ url: variantPath(imagePath, 400) });
  expect(variant.statusCode).toBe(200);
  expect(variant.headers['content-type']).toBe('image/webp');
}

async function expectGone(imagePath: string) {
  expect((await t.app.inject({ url: imagePath })).statusCode).toBe(404);
  expect((await t.app.inject({ url: variantPath(imagePath, 400) })).statusCode).toBe(404);
}

describe('GET /api/pods', () => {
  it('sorts by name, size or price either way (empty values last), and 400s an unknown sort', async () => {
    const k = tag();
    await insertPod({ name: `Sorted ${k} b`, size: 30, pricePaise: 500 });
    await insertPod({ name: `sorted ${k} a`, size: 10, pricePaise: null });
    await insertPod({ name: `Sorted ${k} c`, size: 20, pricePaise: 900 });
    const names = async (sort: string) =>
      (await list(`search=${k}&sort=${sort}`)).json().data.map((p: Pod) => p.name.slice(-1));
    expect(await names('name')).toEqual(['a', 'b', 'c']);
    expect(await names('-size')).toEqual(['b', 'c', 'a']);
    expect(await names('price')).toEqual(['b', 'c', 'a']);
    expect(await names('-price')).toEqual(['c', 'b', 'a']);
    expect((await list('sort=features')).statusCode).toBe(400);
  });

  it('lists newest first with stable ties, paged, a page past the last empty', async () => {
    const k = tag();
    const base = Date.UTC(2026, 2, 1);
    const old = await insertPod({ name: `Pod ${k} old`, createdAt: new Date(base) });
    const twinA = await insertPod({ name: `Pod ${k} twin a`, createdAt: new Date(base + 5000) });
    const twinB = await insertPod({ name: `Pod ${k} twin b`, createdAt: new Date(base + 5000) });
    const newest = await insertPod({ name: `Pod ${k} new`, createdAt: new Date(base + 9000) });
    const twins = [twinA.id, twinB.id].sort();
    const expected = [newest.id, ...twins, old.id];

    const all = await list(`search=${k}`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ success: true, total: 4, totalPages: 1, currentPage: 1 });
    expect(all.json().data.map((p: Pod) => p._id)).toEqual(expected);
    for (const p of all.json().data) expect(podSchema.parse(p)).toEqual(p);

    const walked: string[] = [];
    for (let page = 1; page <= 2; page++) {
      const res = await list(`search=${k}&limit=3&page=${page}`);
      expect(res.json()).toMatchObject({ total: 4, totalPages: 2, currentPage: page });
      walked.push(...res.json().data.map((p: Pod) => p._id));
    }
    expect(walked).toEqual(expected);

    const beyond = await list(`search=${k}&limit=3&page=3`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual({ success: true, data: [], total: 4, totalPages: 2, currentPage: 3 });
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=x', 'page must be a number'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=0', 'limit must be at least 1'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('searches names case-insensitively; % and _ match only themselves', async () => {
    const k = tag();
    for (const name of [`${k} 100% Zen`, `${k} 1000 Zen`, `${k} Nova_Pod`, `${k} NovaXPod`]) await insertPod({ name });
    const search = async (term: string) => {
      const res = await list(`search=${encodeURIComponent(term)}&limit=100`);
      return res
        .json()
        .data.map((p: Pod) => p.name)
        .filter((n: string) => n.startsWith(k))
        .sort();
    };
    expect(await search(k.toUpperCase())).toHaveLength(4);
    expect(await search('0% z')).toEqual([`${k} 100% Zen`]);
    expect(await search('%')).toEqual([`${k} 100% Zen`]);
    expect(await search('a_P')).toEqual([`${k} Nova_Pod`]);
  });
});

describe('GET /api/pods without a search', () => {
  it('pages every pod in each sort, read in one statement a sort for the lists asked at once, each as alone', async () => {
    const k = tag();
    const sizes = [30, 10, null, 20];
    for (const [i, size] of sizes.entries()) {
      await insertPod({
        name: `Listed ${k} ${i}`,
        size,
        pricePaise: i === 1 ? null : 1000 * (i + 1),
        features: ['Quiet'],
        ...(i % 2 === 0
          ? {
              shortDescription: `Pod ${i}`,
              category: 'Suite',
              specs: { Bed: 'Queen' },
              whatsappLink: 'https://wa.me/1',
            }
          : {}),
      });
    }
    const urls = [
      '/api/pods',
      '/api/pods?limit=2',
      '/api/pods?limit=2&page=2',
      '/api/pods?page=500',
      '/api/pods?sort=-size&limit=100',
      '/api/pods?sort=name&limit=100',
      '/api/pods?sort=price&limit=100',
    ];
    const alone = [];
    for (const url of urls) alone.push((await t.app.inject({ url })).json());
    queries = [];
    const together = await Promise.all(urls.map(async (url) => (await t.app.inject({ url })).json()));
    expect(together).toEqual(alone);
    // Newest first (four pages), by size, by name, by price: one statement each.
    expect(queries).toHaveLength(4);

    const [{ total }] = (await t.app.db.select({ total: count() }).from(pods)) as [{ total: number }];
    expect(alone.map((answer) => answer.total)).toEqual(urls.map(() => total));
    const newest = await t.app.db.select({ id: pods.id }).from(pods).orderBy(desc(pods.createdAt), asc(pods.id));
    const ids = (answer: { data: Pod[] }) => answer.data.map((pod) => pod._id);
    expect(ids(alone[0])).toEqual(newest.slice(0, PAGE_SIZES.admin).map((row) => row.id));
    expect([...ids(alone[1]), ...ids(alone[2])]).toEqual(newest.slice(0, 4).map((row) => row.id));
    expect(alone[3]).toMatchObject({ data: [], currentPage: 500 });
    // Empty sizes and prices last either way.
    const sized = alone[4].data.map((pod: Pod) => pod.size);
    expect(sized.slice(sized.indexOf(null))).toEqual(sized.filter((size: number | null) => size === null));
    const names = alone[5].data.map((pod: Pod) => pod.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // Each pod listed is the pod read by id, field for field (dates, nulls, numbers, lists).
    for (const pod of alone[6].data.filter((listed: Pod) => listed.name.includes(k))) {
      expect(pod).toEqual((await t.app.inject({ url: `/api/pods/${pod._id}` })).json().data);
    }
  });
});

describe('GET /api/pods/:id', () => {
  it('returns one pod in the shared shape; unpriced and unsized pods stay null', async () => {
    const row = await insertPod({
      name: 'Unpriced',
      pricePaise: null,
      size: null,
      specs: { Seats: '2' },
      images: ['/uploads/pods/seeded.png'],
    });
    const res = await getPod(row.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: row.id,
      price: null,
      size: null,
      specs: { Seats: '2' },
      image: '/uploads/pods/seeded.png',
      whatsappLink: null,
      shortDescription: null,
      createdAt: row.createdAt.toISOString(),
    });
  });

  it('answers 404 for an unknown id, malformed or not', async () => {
    const unknown = await getPod(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: POD_MESSAGES.notFound });
    const malformed = await getPod('12345');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ success: false, message: POD_MESSAGES.notFound });
  });
});

describe('POST /api/pods', () => {
  it('creates a pod from a multipart form with PNG images', async () => {
    const res = await send(
      'POST',
      '/api/pods',
      podFields({ shortDescription: 'Quiet', category: 'Deluxe', specs: JSON.stringify({ Bed: 'Queen' }) }),
      await pngs(2),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: POD_MESSAGES.created });
    const pod: Pod = res.json().data;
    expect(pod).toMatchObject({
      name: 'Andromeda Pod',
      size: 120.5,
      price: 4999.5,
      whatsappLink: 'https://wa.me/919000000000',
      features: ['RGB lighting', 'Gaming PC'],
      shortDescription: 'Quiet',
      category: 'Deluxe',
      specs: { Bed: 'Queen' },
    });
    expect(pod.images).toHaveLength(2);
    for (const image of pod.images) expect(image).toMatch(/^\/uploads\/pods\/[0-9a-f-]{36}\.png$/);
    expect(pod.image).toBe(pod.images[0]);
    for (const image of pod.images) await expectServed(image);
    const [row] = await t.app.db.select().from(pods).where(eq(pods.id, pod._id));
    expect(row!.pricePaise).toBe(499950);
    expect((await getPod(pod._id)).json().data).toEqual(pod);
  });

  it('creates a pod without a WhatsApp link or images, from JSON too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pods',
      headers: admin.headers,
      payload: { name: 'Json Pod', description: 'From an API client', size: 80, price: 0, features: [] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ whatsappLink: null, images: [], image: null, specs: {}, price: 0 });
    const blankLink = await send('POST', '/api/pods', podFields({ whatsappLink: '' }));
    expect(blankLink.statusCode).toBe(201);
    expect(blankLink.json().data.whatsappLink).toBeNull();
  });

  it('answers 401 without a token and 403 for a non-admin, changing nothing', async () => {
    const before = { count: await podCount(), keys: storage.keys(), puts: storage.puts };
    const anonymous = await send('POST', '/api/pods', podFields(), await pngs(1), {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AUTH_MESSAGES.unauthenticated);
    const forbidden = await send('POST', '/api/pods', podFields(), await pngs(1), user.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(AUTH_MESSAGES.forbidden);
    expect({ count: await podCount(), keys: storage.keys(), puts: storage.puts }).toEqual(before);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', 'Name is required'],
    ['a missing description', { description: undefined }, 'description', 'Description is required'],
    ['a negative price', { price: '-1' }, 'price', 'Price must be at least 0'],
    ['a missing size', { size: undefined }, 'size', 'Size is required'],
    ['a WhatsApp link that is not a URL', { whatsappLink: 'call me' }, 'whatsappLink', undefined],
    ['bad JSON in features', { features: '[1,' }, 'features', 'features must be valid JSON'],
    ['features that are not a list', { features: '"Bed"' }, 'features', 'Features must be a list'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, overrides, path, message) => {
    const before = { count: await podCount(), keys: storage.keys(), puts: storage.puts };
    const res = await send('POST', '/api/pods', podFields(overrides), await pngs(1));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    if (message) expect(res.json().message).toBe(message);
    expect({ count: await podCount(), keys: storage.keys(), puts: storage.puts }).toEqual(before);
  });

  it('answers 415 for a body that is neither multipart nor JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pods',
      headers: { ...admin.headers, 'content-type': 'text/plain' },
      payload: 'name=Pod',
    });
    expect(res.statusCode).toBe(415);
  });

  it.each(UPLOAD_REJECTIONS)('refuses $name, leaving no row and no file', async ({ files, status, message }) => {
    const before = { count: await podCount(), keys: storage.keys(), puts: storage.puts };
    const res = await send('POST', '/api/pods', podFields(), await files());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect({ count: await podCount(), keys: storage.keys(), puts: storage.puts }).toEqual(before);
  });
});

describe('PUT /api/pods/:id', () => {
  it('replaces the form fields, keeps the listed images, appends new ones and deletes the rest', async () => {
    const created = await createPod(3, { shortDescription: 'Keep me', category: 'Deluxe' });
    const [a, b, c] = created.images as [string, string, string];
    const res = await send(
      'PUT',
      `/api/pods/${created._id}`,
      podFields({
        name: 'Renamed Pod',
        price: '100',
        whatsappLink: undefined,
        features: '["Sofa"]',
        existingImages: JSON.stringify([c, a]),
      }),
      await pngs(2),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: POD_MESSAGES.updated });
    const updated: Pod = res.json().data;
    expect(updated).toMatchObject({
      name: 'Renamed Pod',
      price: 100,
      whatsappLink: null,
      features: ['Sofa'],
      shortDescription: 'Keep me',
      category: 'Deluxe',
    });
    expect(updated.images.slice(0, 2)).toEqual([c, a]);
    expect(updated.images).toHaveLength(4);
    expect(updated.image).toBe(c);
    await expectGone(b);
    expect(storage.keys()).not.toContain(storageKey(b));
    for (const image of updated.images) await expectServed(image);

    const cleared = await send('PUT', `/api/pods/${created._id}`, podFields({ shortDescription: '', category: '' }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ shortDescription: null, category: null });
    expect(cleared.json().data.images).toEqual(updated.images);
  });

  it('answers 404 for an unknown pod, malformed id or not, storing nothing', async () => {
    const before = { keys: storage.keys(), puts: storage.puts };
    const unknown = await send('PUT', `/api/pods/${randomUUID()}`, podFields(), await pngs(1));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: POD_MESSAGES.notFound });
    expect((await send('PUT', '/api/pods/xyz', podFields(), await pngs(1))).statusCode).toBe(404);
    expect({ keys: storage.keys(), puts: storage.puts }).toEqual(before);
  });

  it('removes the new files when the row write fails', async () => {
    const created = await createPod(1);
    const before = storage.keys();
    storage.beforeNextPut = async () => {
      await t.app.db.delete(pods).where(eq(pods.id, created._id));
    };
    const res = await send('PUT', `/api/pods/${created._id}`, podFields(), await pngs(1));
    expect(res.statusCode).toBe(404);
    expect(storage.keys()).toEqual(before);
  });

  describe('refusals leave the pod and its images unchanged', () => {
    let pod: Pod;
    const snapshot = async () => ({
      pod: (await getPod(pod._id)).json(),
      keys: storage.keys(),
      puts: storage.puts,
    });

    beforeAll(async () => {
      pod = await createPod(4);
    });

    it('401 without a token, 403 for a non-admin', async () => {
      const before = await snapshot();
      const fields = podFields({ name: 'Hijacked', existingImages: '[]' });
      expect((await send('PUT', `/api/pods/${pod._id}`, fields, await pngs(1), {})).statusCode).toBe(401);
      expect((await send('PUT', `/api/pods/${pod._id}`, fields, await pngs(1), user.headers)).statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it('400 for kept plus new images over 5', async () => {
      const before = await snapshot();
      const res = await send('PUT', `/api/pods/${pod._id}`, podFields(), await pngs(2));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(UPLOAD_MESSAGES.tooMany);
      expect(await snapshot()).toEqual(before);
    });

    it('400 for an existingImages path that is not on the pod', async () => {
      const before = await snapshot();
      const res = await send(
        'PUT',
        `/api/pods/${pod._id}`,
        podFields({ existingImages: '["/uploads/pods/00000000-0000-4000-8000-000000000000.png"]' }),
      );
      expect(res.statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    it('400 for a missing name, a negative price or bad JSON', async () => {
      const before = await snapshot();
      for (const overrides of [{ name: undefined }, { price: '-3' }, { features: '{' }]) {
        const res = await send('PUT', `/api/pods/${pod._id}`, podFields(overrides), await pngs(1));
        expect(res.statusCode).toBe(400);
      }
      expect(await snapshot()).toEqual(before);
    });

    it.each(UPLOAD_REJECTIONS)('$status for $name', async ({ files, status, message }) => {
      const before = await snapshot();
      const res = await send(
        'PUT',
        `/api/pods/${pod._id}`,
        podFields({ name: 'Should not stick', existingImages: '[]' }),
        await files(),
      );
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await snapshot()).toEqual(before);
    });

    it('still serves every image of the pod', async () => {
      for (const image of pod.images) await expectServed(image);
    });
  });
});

describe('DELETE /api/pods/:id', () => {
  it('deletes the pod and its images, for admins only', async () => {
    const pod = await createPod(2);
    const url = `/api/pods/${pod._id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: user.headers })).statusCode).toBe(403);
    expect((await getPod(pod._id)).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'DELETE', url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: POD_MESSAGES.deleted });
    expect((await getPod(pod._id)).statusCode).toBe(404);
    for (const image of pod.images) await expectGone(image);

    const again = await t.app.inject({ method: 'DELETE', url, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: POD_MESSAGES.notFound });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/pods/1', headers: admin.headers })).statusCode).toBe(404);
  });
});
