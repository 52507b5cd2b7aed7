// Every start: the first admin, the default settings and pricing plans; the first start of a database also
// brings the demo data.
// Every step is safe to run on every start: a second start creates nothing.
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ensureDefaultSettings } from '../../lib/default-settings.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ensurePricingPlans } from '../../modules/pricing/service.ts';
import { users } from '../schema/index.ts';
import { withStartupLock } from '../startup-lock.ts';
import { type DemoImages, isFirstStart, recordFirstStart, seedDemo } from './demo.ts';

export interface BootstrapResult {
  adminCreated?: { email: string; password?: string };
  demoSeeded: boolean;
}

export async function ensureAdmin(app: FastifyInstance): Promise<BootstrapResult['adminCreated']> {
  const [row] = await app.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return undefined;
  const generated = app.config.adminPassword ? undefined : randomBytes(12).toString('base64url');
  // Another instance starting at the same moment may have won; then there is nothing to print.
  const inserted = await app.db
    .insert(users)
    .values({
      name: 'Admin',
      email: app.config.adminEmail,
      role: 'admin',
      passwordHash: await hashPassword(app.config.adminPassword ?? generated!),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (inserted.length === 0) return undefined;
  return { email: app.config.adminEmail, password: generated };
}

/** The first admin, default settings and plans, and the demo data once: one instance at a time on PostgreSQL. */
export function bootstrap(app: FastifyInstance, demoImages?: Promise<DemoImages>): Promise<BootstrapResult> {
  return withStartupLock(app.config.databaseUrl, () => bootstrapNow(app, demoImages));
}

async function bootstrapNow(app: FastifyInstance, demoImages?: Promise<DemoImages>): Promise<BootstrapResult> {
  const adminCreated = await ensureAdmin(app);
  await ensureDefaultSettings(app.db);
  await ensurePricingPlans(app.db);
  let demoSeeded = false;
  // Demo data comes with the database's first start only (SEED_DEMO=false: not even then); an emptied
  // catalogue stays empty across restarts.
  if (app.config.seedDemo === false) {
    if (await isFirstStart(app.db)) await recordFirstStart(app.db);
  } else {
    const summary = await seedDemo(app, demoImages);
    demoSeeded = summary !== null;
    if (summary) app.log.info({ demo: summary }, `demo data seeded in ${summary.ms} ms`);
  }
  return { adminCreated, demoSeeded };
}
