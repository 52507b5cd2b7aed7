// The rules an order is placed under: the public settings (shipping, caps per line and per order), the limits only
// the server reads (velocity per e-mail and per address, how long a pending order lives) and the payment settings.
import type { PublicSettings } from '@astroden/shared';
import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { PAYMENT_SETTING_KEYS, type PaymentSettings, paymentSettingsFrom } from './payment-settings.ts';
import { publicSettingsFrom } from './public-settings.ts';

export const ORDER_RULE_DEFAULTS = {
  maxUnitsPerEmailPerDay: 60,
  maxUnitsPerAddressPerDay: 100,
  pendingOrderExpiryHours: 48,
};

export type OrderRules = PublicSettings & typeof ORDER_RULE_DEFAULTS & { payment: PaymentSettings };
type RuleKey = keyof typeof ORDER_RULE_DEFAULTS;

const RULE_KEYS = Object.keys(ORDER_RULE_DEFAULTS) as RuleKey[];
const isRuleKey = (key: string): key is RuleKey => (RULE_KEYS as string[]).includes(key);
const positiveWhole = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** In one query: the public settings and the order rules, each over its default when missing or malformed. */
export async function getOrderRules(db: Database): Promise<OrderRules> {
  const rows = await db
    .select({ key: settings.key, value: settings.value, isPublic: settings.isPublic })
    .from(settings)
    .where(or(eq(settings.isPublic, true), inArray(settings.key, [...RULE_KEYS, ...PAYMENT_SETTING_KEYS])));
  const rules = { ...ORDER_RULE_DEFAULTS };
  for (const row of rows) if (isRuleKey(row.key) && positiveWhole(row.value)) rules[row.key] = row.value;
  return { ...publicSettingsFrom(rows), ...rules, payment: paymentSettingsFrom(rows) };
}
