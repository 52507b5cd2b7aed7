// Products CSV (issue 11): export of all or the filtered products with the injection guard, and import as
// a checked dry run then an all-or-nothing apply, audited, with the product form's rules and messages.
import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  type ImportJob,
  MAX_IMPORT_BYTES,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MESSAGES,
  PRODUCT_MESSAGES,
} from '@astroden/shared';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type NewProductRow, productImportJobs, products } from '../../db/schema/index.ts';
import { createAdmin, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { multipart } from '../../test/fixtures.ts';

let t: TestApp;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  user = await createUser(t.app);
});
afterAll(() => t.close());

const tag = () => randomUUID().slice(0, 8);

async function insertProduct(values: Partial<NewProductRow> & { name: string }) {
  const [row] = await t.app.db
    .insert(products)
    .values({ description: 'Seeded', pricePaise: 1000, stock: 3, category: 'Seeded', ...values })
    .returning();
  return row!;
}

async function exportCsv(query = '', who: TestUser = admin) {
  return t.app.inject({ url: `/api/products/export.csv${query ? `?${query}` : ''}`, headers: who.headers });
}

const rowsOf = (body: string): Record<string, string>[] => parse(body, { bom: true, columns: true });

/** A CSV file of rows (objects by column), with the export's header unless `columns` says otherwise. */
const csvOf = (rows: Record<string, string>[], columns: readonly string[] = PRODUCT_CSV_COLUMNS) =>
  stringify(rows, { header: true, columns: [...columns] });

const newRow = (overrides: Record<string, string> = {}) => ({
  id: '',
  version: '',
  name: `Imported Comet ${tag()}`,
  description: 'Fresh from the file',
  price: '499.5',
  stock: '12',
  category: 'Imports',
  weight: '',
  length: '',
  width: '',
  height: '',
  features: 'Bright|Fast',
  images: '',
  ...overrides,
});

async function upload(text: string, opts: { who?: TestUser; filename?: string; type?: string } = {}) {
  const form = await multipart({}, [
    {
      data: Buffer.from(text),
      field: 'file',
      filename: opts.filename ?? 'products.csv',
      type: opts.type ?? 'text/csv',
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/products/import',
    payload: form.payload,
    headers: { ...form.headers, ...(opts.who ?? admin).headers },
  });
}

/** Polls a job until its step is over. */
async function settle(jobId: string): Promise<ImportJob> {
  for (let i = 0; i < 400; i++) {
    const res = await t.app.inject({ url: `/api/products/import/${jobId}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const job: ImportJob = res.json().data;
    if (job.status !== 'checking' && job.status !== 'applying') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('import never settled');
}

async function check(text: string) {
  const res = await upload(text);
  expect(res.statusCode, res.body).toBe(202);
  return settle(res.json().data._id);
}

const apply = (jobId: string, who: TestUser = admin) =>
  t.app.inject({ method: 'POST', url: `/api/products/import/${jobId}/apply`, headers: who.headers });

async function applied(jobId: string) {
  const res = await apply(jobId);
  expect(res.statusCode, res.body).toBe(202);
  return settle(jobId);
}

const countNamed = async (prefix: string) =>
  (
    await t.app.db
      .select({ n: count() })
      .from(products)
      .where(like(products.name, `${prefix}%`))
  )[0]!.n;

describe('GET /api/products/export.csv', () => {
  it('downloads every product as a dated CSV attachment with a header and quoted cells', async () => {
    const name = `Quoted, "Nebula" ${tag()}`;
    const product = await insertProduct({
      name,
      description: 'Line one\nline two',
      features: ['Glow', 'Soft'],
      dimensions: { length: 1, width: 2, height: 3.5 },
      weight: 0.25,
    });
    const res = await exportCsv();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="astroden-products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.split('\n')[0]).toBe(`\uFEFF${PRODUCT_CSV_COLUMNS.join(',')}`);
    const row = rowsOf(res.body).find((r) => r.id === product.id);
    expect(row).toEqual({
      id: product.id,
      version: '1',
      name,
      description: 'Line one\nline two',
      price: '10',
      stock: '3',
      category: 'Seeded',
      weight: '0.25',
      length: '1',
      width: '2',
      height: '3.5',
      features: 'Glow|Soft',
      images: '',
    });
  });

  it('exports only what the list filters select (category, search)', async () => {
    const category = `Filtered ${tag()}`;
    const word = `zorblax${tag().replace(/\d/g, 'q')}`;
    const a = await insertProduct({ name: `${word} Lamp`, category });
    const b = await insertProduct({ name: 'Other Lamp', category });
    await insertProduct({ name: `${word} Mug`, category: 'Elsewhere' });

    const byCategory = rowsOf((await exportCsv(`category=${encodeURIComponent(category)}`)).body);
    expect(byCategory.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    const bySearch = rowsOf((await exportCsv(`category=${encodeURIComponent(category)}&search=${word}`)).body);
    expect(bySearch.map((r) => r.name)).toEqual([`${word} Lamp`]);
  });

  it('exports only the stock level the list shows (out, low by the threshold setting, in)', async () => {
    const category = `Stocked ${tag()}`;
    const out = await insertProduct({ name: 'Empty Shelf', category, stock: 0 });
    const low = await insertProduct({ name: 'Last Few', category, stock: 2 });
    const plenty = await insertProduct({ name: 'Plenty', category, stock: 40 });
    const level = async (stock: string) =>
      rowsOf((await exportCsv(`category=${encodeURIComponent(category)}&stock=${stock}`)).body).map((r) => r.id);
    expect(await level('out')).toEqual([out.id]);
    expect(await level('low')).toEqual([low.id]);
    expect(await level('in')).toEqual([plenty.id]);
  });

  it('walks past one batch in id order (keyset), every product once', async () => {
    const category = `Many ${tag()}`;
    await t.app.db.insert(products).values(
      Array.from({ length: 1205 }, (_, i) => ({
        name: `Bulk ${i}`,
        description: 'x',
        pricePaise: 100,
        stock: 1,
        category,
      })),
    );
    const rows = rowsOf((await exportCsv(`category=${encodeURIComponent(category)}`)).body);
    expect(rows).toHaveLength(1205);
    expect(new Set(rows.map((r) => r.id)).size).toBe(1205);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort());
  });

  it('prefixes cells a spreadsheet would run as formulas with an apostrophe', async () => {
    const category = `Risky ${tag()}`;
    await insertProduct({
      name: '=HYPERLINK("http://evil.example","x")',
      description: '@SUM(1+1)',
      category,
      features: ['+cmd', '-2', 'fine'],
    });
    const [row] = rowsOf((await exportCsv(`category=${encodeURIComponent(category)}`)).body);
    expect(row!.name).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(row!.description).toBe(`'@SUM(1+1)`);
    expect(row!.features).toBe(`'+cmd|-2|fine`);
  });

  it('is for admins only, and refuses a bad filter with a 400', async () => {
    expect((await t.app.inject({ url: '/api/products/export.csv' })).statusCode).toBe(401);
    const member = await exportCsv('', user);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.forbidden });
    const bad = await exportCsv('sort=sideways');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});

describe('products CSV import', () => {
  it('checks every row with the product form rules and messages, writing nothing (dry run)', async () => {
    const prefix = `Dry ${tag()}`;
    const text = csvOf([
      newRow({ name: `${prefix} good` }),
      newRow({ name: '', price: 'abc' }),
      newRow({ name: `${prefix} bad`, stock: '1.5', length: '3' }),
    ]);
    const job = await check(text);
    expect(job.status).toBe('invalid');
    expect(job.total).toBe(3);
    expect(job.processed).toBe(3);
    expect(job.report).toMatchObject({ create: 1, update: 0, errors: 2 });
    const [first, second] = job.report!.errorRows;
    expect(first).toMatchObject({ line: 3, action: 'error' });
    expect(first!.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'price', message: 'Price must be a number' },
      ]),
    );
    expect(second!.errors).toEqual(
      expect.arrayContaining([
        { path: 'stock', message: 'Stock must be a whole number' },
        { path: 'width', message: PRODUCT_CSV_MESSAGES.dimensionsTogether },
        { path: 'height', message: PRODUCT_CSV_MESSAGES.dimensionsTogether },
      ]),
    );
    expect(await countNamed(prefix)).toBe(0);

    // Any invalid row: nothing is applied, and the answer lists the errors.
    const refused = await apply(job._id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, message: PRODUCT_CSV_MESSAGES.hasErrors });
    expect(refused.json().errors).toContainEqual({ path: 'line 3: name', message: 'Name is required' });
    expect(await countNamed(prefix)).toBe(0);
  });

  it('refuses unknown ids, ids twice in one file, stale versions and images a new product cannot have', async () => {
    const product = await insertProduct({ name: `Twice ${tag()}`, images: ['/uploads/products/a.png'] });
    const row = {
      id: product.id,
      version: '1',
      name: product.name,
      description: 'd',
      price: '1',
      stock: '1',
      category: 'c',
    };
    const job = await check(
      csvOf(
        [
          { ...row },
          { ...row },
          { ...row, id: randomUUID() },
          { ...row, id: 'not-an-id' },
          newRow({ images: '/uploads/products/a.png' }),
          { ...row, id: (await insertProduct({ name: `Moved ${tag()}`, version: 4 })).id },
          {
            ...row,
            id: (await insertProduct({ name: `Pics ${tag()}` })).id,
            images: '/uploads/products/a.png',
          },
          // Without the version the export had, its stock would be written over units sold since.
          { ...row, id: (await insertProduct({ name: `Unversioned ${tag()}` })).id, version: '' },
        ].map((r) => ({ ...newRow(), ...r })),
      ),
    );
    expect(job.status).toBe('invalid');
    const errors = Object.fromEntries(job.report!.errorRows.map((r) => [r.line, r.errors]));
    expect(errors[2]).toBeUndefined();
    expect(errors[3]).toEqual([{ path: 'id', message: `${PRODUCT_CSV_MESSAGES.duplicateId} (line 2)` }]);
    expect(errors[4]).toEqual([{ path: 'id', message: PRODUCT_CSV_MESSAGES.unknownId }]);
    expect(errors[5]).toEqual([{ path: 'id', message: PRODUCT_CSV_MESSAGES.invalidId }]);
    expect(errors[6]).toEqual([{ path: 'images', message: PRODUCT_CSV_MESSAGES.newWithImages }]);
    expect(errors[7]).toEqual([{ path: 'version', message: PRODUCT_MESSAGES.changed }]);
    expect(errors[8]).toEqual([{ path: 'images', message: PRODUCT_CSV_MESSAGES.unknownImage }]);
    expect(errors[9]).toEqual([{ path: 'version', message: PRODUCT_CSV_MESSAGES.versionRequired }]);
  });

  it('round-trips an export: every row unchanged, and applying it writes nothing', async () => {
    const category = `Round ${tag()}`;
    await insertProduct({
      name: '=risky',
      category,
      features: ['a', 'b'],
      dimensions: { length: 1, width: 2, height: 3 },
      weight: 1.5,
    });
    await insertProduct({ name: 'Plain', category, images: ['/uploads/products/p.png'] });
    const exported = (await exportCsv(`category=${encodeURIComponent(category)}`)).body;
    const job = await check(exported);
    expect(job.report).toMatchObject({ create: 0, update: 0, unchanged: 2, errors: 0 });
    expect(job.status).toBe('ready');
    const before = await t.app.db.select().from(products).where(eq(products.category, category));
    const done = await applied(job._id);
    expect(done.status).toBe('applied');
    const after = await t.app.db.select().from(products).where(eq(products.category, category));
    expect(after).toEqual(before);
  });

  it('applies creates and updates in one go, audited row by row and as one import', async () => {
    const prefix = `Apply ${tag()}`;
    const existing = await insertProduct({
      name: `${prefix} old`,
      category: 'Old',
      images: ['/uploads/products/k.png'],
    });
    const job = await check(
      csvOf([
        newRow({
          name: `${prefix} new`,
          category: `${prefix} cat`,
          length: '1',
          width: '2',
          height: '3',
          weight: '2.5',
        }),
        newRow({
          id: existing.id,
          version: String(existing.version),
          name: `${prefix} renamed`,
          price: '25',
          category: 'Old',
          images: '/uploads/products/k.png',
        }),
      ]),
    );
    expect(job.report).toMatchObject({ create: 1, update: 1, errors: 0 });
    const done = await applied(job._id);
    expect(done).toMatchObject({ status: 'applied', processed: 2 });

    const [created] = await t.app.db
      .select()
      .from(products)
      .where(eq(products.name, `${prefix} new`));
    expect(created).toMatchObject({
      pricePaise: 49950,
      stock: 12,
      weight: 2.5,
      dimensions: { length: 1, width: 2, height: 3 },
      features: ['Bright', 'Fast'],
      images: [],
    });
    const [updated] = await t.app.db.select().from(products).where(eq(products.id, existing.id));
    expect(updated).toMatchObject({
      name: `${prefix} renamed`,
      pricePaise: 2500,
      version: existing.version + 1,
      images: ['/uploads/products/k.png'],
      dimensions: null,
    });

    // The catalogue's trigger-kept figures follow: the new category is counted, its words searchable.
    const categories = await t.app.inject({ url: '/api/products/categories/all' });
    expect(categories.json().data).toContainEqual({ name: `${prefix} cat`, count: 1 });

    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'create', entity: 'product', entityId: created!.id }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'update',
        entity: 'product',
        entityId: existing.id,
        before: expect.objectContaining({ name: `${prefix} old`, price_paise: 1000 }),
        after: expect.objectContaining({ name: `${prefix} renamed`, price_paise: 2500 }),
      }),
    );
    const [importEntry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'import'), eq(auditLog.entityId, job._id)));
    expect(importEntry).toMatchObject({
      actorEmail: admin.email,
      action: 'create',
      after: { fileName: 'products.csv', rows: 2, created: 1, updated: 1 },
    });

    // An applied job is not applied twice.
    expect((await apply(job._id)).statusCode).toBe(409);
  });

  it('writes nothing when a product changed between the check and the apply', async () => {
    const prefix = `Race ${tag()}`;
    const existing = await insertProduct({ name: `${prefix} old` });
    const job = await check(
      csvOf([newRow({ name: `${prefix} new` }), newRow({ id: existing.id, version: '1', name: `${prefix} renamed` })]),
    );
    expect(job.status).toBe('ready');
    await t.app.db.update(products).set({ stock: 1, version: 2 }).where(eq(products.id, existing.id));
    const done = await applied(job._id);
    expect(done.status).toBe('failed');
    expect(done.message).toBe(PRODUCT_CSV_MESSAGES.hasErrors);
    expect(done.report!.errorRows[0]!.errors).toEqual([{ path: 'version', message: PRODUCT_MESSAGES.changed }]);
    expect(await countNamed(`${prefix} new`)).toBe(0);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, existing.id));
    expect(row!.name).toBe(`${prefix} old`);
  });

  it('writes no row when the database refuses one of them mid-apply (one transaction)', async () => {
    const prefix = `Atomic ${tag()}`;
    // A database-side refusal of the last row only, after the others were inserted in the same transaction.
    await t.app.db.execute(
      sql.raw(`create function refuse_boom() returns trigger language plpgsql as $$
        begin if new.name = '${prefix} boom' then raise exception 'boom'; end if; return new; end $$`),
    );
    await t.app.db.execute(
      sql.raw('create trigger refuse_boom before insert on products for each row execute function refuse_boom()'),
    );
    try {
      const existing = await insertProduct({ name: `${prefix} old` });
      const rows = Array.from({ length: 700 }, (_, i) => newRow({ name: `${prefix} ${i}` }));
      rows.push(
        newRow({ id: existing.id, version: String(existing.version), name: `${prefix} renamed` }),
        newRow({ name: `${prefix} boom` }),
      );
      const job = await check(csvOf(rows));
      expect(job.report).toMatchObject({ create: 701, update: 1, errors: 0 });
      const done = await applied(job._id);
      expect(done).toMatchObject({ status: 'failed', message: PRODUCT_CSV_MESSAGES.importFailed });
      expect(await countNamed(prefix)).toBe(1);
      const [row] = await t.app.db.select().from(products).where(eq(products.id, existing.id));
      expect(row!.name).toBe(`${prefix} old`);
      expect(await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, job._id))).toEqual([]);
    } finally {
      await t.app.db.execute(sql.raw('drop trigger refuse_boom on products'));
      await t.app.db.execute(sql.raw('drop function refuse_boom()'));
    }
  });

  // An order locks its products in id order. An import that locked them in file order could hold one an order
  // needed next while waiting for one the order held: PostgreSQL would break the circle by failing one of them.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'locks the products it updates in id order, as an order does, so an order and an import never deadlock',
    async () => {
      const pair = [await insertProduct({ name: `Lock ${tag()}` }), await insertProduct({ name: `Lock ${tag()}` })];
      const [low, high] = pair.sort((a, b) => (a.id < b.id ? -1 : 1)) as [(typeof pair)[0], (typeof pair)[0]];
      const row = (p: typeof low) => newRow({ id: p.id, version: String(p.version), name: `${p.name} renamed` });
      // The file names the higher id first.
      const job = await check(csvOf([row(high), row(low)]));
      expect(job.status).toBe('ready');

      let lowLocked!: () => void;
      const orderHoldsLow = new Promise<void>((resolve) => {
        lowLocked = resolve;
      });
      let importWaits!: () => void;
      const importBlocked = new Promise<void>((resolve) => {
        importWaits = resolve;
      });
      // An order between its two products: the lower one locked, the higher one next.
      const order = t.app.db.transaction(async (tx) => {
        await tx.execute(sql`select id from products where id = ${low.id} for update`);
        lowLocked();
        await importBlocked;
        await tx.execute(sql`select id from products where id = ${high.id} for update`);
      });
      await orderHoldsLow;
      expect((await apply(job._id)).statusCode).toBe(202);
      for (let i = 0; ; i++) {
        const waiting = (await t.app.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { n: number }[] };
        if (waiting.rows[0]!.n > 0) break;
        if (i > 500) throw new Error('the import never waited for the order');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      importWaits();
      await order;
      expect(await settle(job._id)).toMatchObject({ status: 'applied' });
    },
  );

  it('reports a step cut short (its instance stopped) as failed instead of running forever', async () => {
    const [stuck] = await t.app.db
      .insert(productImportJobs)
      .values({ actorId: admin.id, fileName: 'stuck.csv', csv: 'x', status: 'applying', total: 5, processed: 2 })
      .returning();
    await t.app.db
      .update(productImportJobs)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(productImportJobs.id, stuck!.id));
    expect(await settle(stuck!.id)).toMatchObject({
      status: 'failed',
      message: PRODUCT_CSV_MESSAGES.interrupted,
    });
  });

  it('refuses empty, non-CSV, malformed, badly headed and oversized files with a clear 4xx', async () => {
    const empty = await upload('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, message: PRODUCT_CSV_MESSAGES.empty });
    expect((await upload(`${PRODUCT_CSV_COLUMNS.join(',')}\n`)).json().message).toBe(PRODUCT_CSV_MESSAGES.empty);

    const binary = await upload('\u0000PNG', { filename: 'photo.png', type: 'image/png' });
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toBe(PRODUCT_CSV_MESSAGES.notCsv);

    const malformed = await upload('name,description,price,stock,category\n"open,quote,1,2,c\n');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(PRODUCT_CSV_MESSAGES.malformed);

    const ragged = await upload('name,description,price,stock,category\na,b,1,2\n');
    expect(ragged.statusCode).toBe(400);

    const missing = await upload('name,price,colour\nx,1,red\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: PRODUCT_CSV_MESSAGES.unknownColumns,
      errors: [{ path: 'colour' }],
    });
    const noDescription = await upload('name,price,stock,category\nx,1,1,c\n');
    expect(noDescription.json()).toMatchObject({
      message: PRODUCT_CSV_MESSAGES.missingColumns,
      errors: [{ path: 'description' }],
    });

    const big = await upload(`name,description,price,stock,category\n${'x'.repeat(MAX_IMPORT_BYTES)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(PRODUCT_CSV_MESSAGES.tooLarge);

    const many = await upload(
      csvOf(
        Array.from({ length: 10_001 }, () => newRow({ name: 'n' })),
        ['name', 'description', 'price', 'stock', 'category'],
      ),
    );
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe(PRODUCT_CSV_MESSAGES.tooManyRows);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: admin.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    const noFile = await multipart({ note: 'hi' });
    const withoutFile = await t.app.inject({
      method: 'POST',
      url: '/api/products/import',
      payload: noFile.payload,
      headers: { ...noFile.headers, ...admin.headers },
    });
    expect(withoutFile.statusCode).toBe(400);
    expect(withoutFile.json().message).toBe(PRODUCT_CSV_MESSAGES.fileRequired);
  });

  it("is for admins only: 401 without a token, 403 for a customer; a job is its uploader's", async () => {
    const text = csvOf([newRow()]);
    const form = await multipart({}, [{ data: Buffer.from(text), field: 'file', filename: 'p.csv', type: 'text/csv' }]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/products/import',
          payload: form.payload,
          headers: form.headers,
        })
      ).statusCode,
    ).toBe(401);
    expect((await upload(text, { who: user })).statusCode).toBe(403);

    const job = await check(text);
    expect((await t.app.inject({ url: `/api/products/import/${job._id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/products/import/${job._id}`, headers: user.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'POST', url: `/api/products/import/${job._id}/apply` })).statusCode).toBe(401);
    expect((await apply(job._id, user)).statusCode).toBe(403);
    const other = await createAdmin(t.app);
    expect((await t.app.inject({ url: `/api/products/import/${job._id}`, headers: other.headers })).statusCode).toBe(
      404,
    );
    const badId = await t.app.inject({ url: '/api/products/import/nope', headers: admin.headers });
    expect(badId.statusCode).toBe(404);
    expect(badId.json()).toMatchObject({ success: false, message: PRODUCT_CSV_MESSAGES.jobNotFound });
    expect(
      (await t.app.inject({ url: `/api/products/import/${randomUUID()}`, headers: admin.headers })).json(),
    ).toMatchObject({
      message: PRODUCT_CSV_MESSAGES.jobNotFound,
    });
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/products/export.csv'].get.summary).toMatch(/Export products as CSV/);
    expect(doc.paths['/api/products/import'].post.tags).toEqual(['products']);
    expect(doc.paths['/api/products/import/{jobId}'].get).toBeDefined();
    expect(doc.paths['/api/products/import/{jobId}/apply'].post.responses).toHaveProperty('422');
  });
});
