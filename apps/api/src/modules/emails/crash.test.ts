// A shop process killed (SIGKILL) with orders committed and their e-mails not yet handed to SMTP, one of them in the
// middle of being sent: restarted, it sends every one of them, each once, unless SMTP had accepted it just before the
// kill (issue 24).

import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { products } from '../../db/schema/index.ts';
import { ensureDefaultSettings } from '../../lib/default-settings.ts';
import { liftOrderVelocityLimits, orderBody } from '../../test/fixtures.ts';
import { startSmtp, type TestSmtp } from '../../test/smtp.ts';
import { restartablePort } from '../../test/tcp-proxy.ts';

const server = path.resolve(import.meta.dirname, '../../server.ts');
let scratch: string;
let productId: string;
let smtp: TestSmtp;

/** The shop as `npm start` runs it, on the data directory, with SMTP pointed at the test's server. */
async function startShop(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: scratch,
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'crash-test-admin',
      LOG_LEVEL: 'silent',
      OUTBOX_SWEEP_SECONDS: '1',
      OUTBOX_LEASE_SECONDS: '3',
      SHUTDOWN_DRAIN_MS: '0',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined);
    if (ready?.ok) return child;
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the shop did not become ready');
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'astroden-crash-'));
  await writeFile(path.join(scratch, 'jwt-secret'), `${randomUUID()}${randomUUID()}`, { mode: 0o600 });
  // A shop with one product, ready to sell; closed again so the server process may open it.
  const handle = await createDb(undefined, scratch);
  await migrateDb(handle);
  await liftOrderVelocityLimits(handle.db);
  await ensureDefaultSettings(handle.db);
  const [row] = await handle.db
    .insert(products)
    .values({ name: 'Comet Mug', description: 'd', pricePaise: 59_900, stock: 1000, category: 'Accessories' })
    .returning();
  productId = row!.id;
  await handle.close();
  smtp = await startSmtp();
}, 120_000);

afterAll(async () => {
  await smtp?.close();
  await rm(scratch, { recursive: true, force: true });
});

it('sends, after a kill -9 and a restart, every e-mail of the orders committed before it, each once', async () => {
  // SMTP takes the first message and never answers: the shop is killed while it waits, that message unsent.
  smtp.stallNext = true;
  const port = await restartablePort();
  const first = await startShop(port);
  const placed: string[] = [];
  try {
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`http://127.0.0.1:${port}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(orderBody([{ productId, quantity: 1 }], { email: `crash${i}@example.com` })),
      });
      expect(res.status).toBe(201);
      placed.push(((await res.json()) as { data: { orderId: string } }).data.orderId);
    }
    await expect.poll(() => smtp.stalled, { timeout: 20_000 }).toBe(true);
  } finally {
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
  }
  const beforeRestart = smtp.received.length;
  expect(beforeRestart).toBeLessThan(5);

  const second = await startShop(port);
  try {
    await expect
      .poll(() => new Set(smtp.received.map((m) => m.messageId)).size, { timeout: 60_000, interval: 200 })
      .toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const mails = smtp.received;
    expect(new Set(mails.map((m) => m.subject))).toEqual(
      new Set(placed.map((id) => `Your AstroDen order ${id} is confirmed`)),
    );
    // Each once, but for the one case the outbox cannot rule out: a message SMTP had taken when the shop died (the
    // stalled one, or one accepted before the shop could record it) may go again after the restart, with the same
    // Message-ID, which mail clients fold. Five orders, five Message-IDs, none lost.
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(5);
    // One crash, one repeat at most.
    const perId = new Map<string, number>();
    for (const m of mails) perId.set(m.messageId, (perId.get(m.messageId) ?? 0) + 1);
    expect(Math.max(...perId.values())).toBeLessThanOrEqual(2);
  } finally {
    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));
  }
}, 180_000);
