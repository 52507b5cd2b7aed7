import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings, publicSettingsSchema } from '@astroden/shared';
import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
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
