import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings, publicSettingsSchema } from '@astroden/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

/** Stored public settings over their defaults; a malformed stored value falls back to the defaults. */
export function publicSettingsFrom(rows: { key: string; value: unknown }[]): PublicSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_PUBLIC_SETTINGS };
  for (const row of rows) {
    if (row.key in DEFAULT_PUBLIC_SETTINGS) merged[row.key] = row.value;
  }
  const parsed = publicSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_PUBLIC_SETTINGS;
}

/** The settings every visitor may read. */
export async function getPublicSettings(db: Database): Promise<PublicSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.isPublic, true));
  return publicSettingsFrom(rows);
}
