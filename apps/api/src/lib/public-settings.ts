import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings, publicSettingsSchema } from '@astroden/shared';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { sharedRead } from '../db/batched-reads.ts';
import type { Database } from '../db/client.ts';
import { namedStatement } from '../db/named-statement.ts';
import { settings } from '../db/schema/index.ts';
import { PAYMENT_SETTING_KEYS, paymentMethodsOf, paymentSettingsFrom } from './payment-settings.ts';

/**
 * Stored public settings over their defaults; a malformed stored value falls back to the defaults. The payment
 * settings among `rows` (secret ones included) say which payment methods the checkout offers, never their values.
 */
export function publicSettingsFrom(rows: { key: string; value: unknown; isPublic: boolean }[]): PublicSettings {
  const merged: Record<string, unknown> = {
    ...DEFAULT_PUBLIC_SETTINGS,
    paymentMethods: paymentMethodsOf(paymentSettingsFrom(rows)),
  };
  for (const row of rows) {
    if (row.isPublic && row.key in DEFAULT_PUBLIC_SETTINGS) merged[row.key] = row.value;
  }
  const parsed = publicSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_PUBLIC_SETTINGS;
}

/** The settings every visitor may read. */
export async function getPublicSettings(db: Database): Promise<PublicSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value, isPublic: settings.isPublic })
    .from(settings)
    .where(or(eq(settings.isPublic, true), inArray(settings.key, PAYMENT_SETTING_KEYS)));
  return publicSettingsFrom(rows);
}

/** The rows getPublicSettings reads, as one JSON array: a named statement, parsed once per connection. */
function publicSettingRowsStatement(db: Database) {
  const paymentKeys = sql.join(
    PAYMENT_SETTING_KEYS.map((key) => sql`${key}`),
    sql`, `,
  );
  return namedStatement(
    db,
    'public_settings',
    sql`select coalesce(json_agg(json_build_object('key', ${settings.key}, 'value', ${settings.value},
        'isPublic', ${settings.isPublic})), '[]')
      from ${settings} where ${settings.isPublic} or ${settings.key} in (${paymentKeys})`,
  );
}

/**
 * getPublicSettings for the public route, which every page of the storefront reads: the reads asked for in one
 * turn share one execution of a named statement (db/batched-reads.ts), instead of a query that Drizzle builds
 * and PostgreSQL parses for each (with the response cache off, two thirds of a product page's server time went
 * to the shell's reads, issue 26). Not for a transaction: the statement runs on the pool.
 */
export function readPublicSettings(db: Database): Promise<PublicSettings> {
  return sharedRead(
    db,
    'public-settings',
    () => publicSettingRowsStatement(db),
    (rows) => publicSettingsFrom(rows as Parameters<typeof publicSettingsFrom>[0]),
  );
}
