// The back-office settings the dashboard reads: the shop's time zone (analytics count days, weeks and months
// in it) and the low-stock threshold (the restock list, and the admin products list's stock filter). Each falls
// back to its default when missing or malformed.
import { DEFAULT_SHOP_TIMEZONE } from '@astroden/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

export const SHOP_SETTING_DEFAULTS = { timezone: DEFAULT_SHOP_TIMEZONE, lowStockThreshold: 5 };
export type ShopSettings = typeof SHOP_SETTING_DEFAULTS;

function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const wholeNumber = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** In one query, both settings over their defaults. */
export async function getShopSettings(db: Database): Promise<ShopSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, ['timezone', 'lowStockThreshold']));
  const found = { ...SHOP_SETTING_DEFAULTS };
  for (const row of rows) {
    if (row.key === 'timezone' && isTimeZone(row.value)) found.timezone = row.value.trim();
    if (row.key === 'lowStockThreshold' && wholeNumber(row.value)) found.lowStockThreshold = row.value;
  }
  return found;
}

/**
 * The low-stock threshold read inside a statement (the admin products list's stock filter follows the setting
 * with no extra query); the default while the setting is missing or not a number.
 */
export const lowStockThresholdSql: SQL = sql`coalesce((select case when jsonb_typeof(${settings.value}) = 'number'
  then (${settings.value} #>> '{}')::int end from ${settings} where ${settings.key} = 'lowStockThreshold'),
  ${SHOP_SETTING_DEFAULTS.lowStockThreshold})`;
