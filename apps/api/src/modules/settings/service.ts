import { SETTINGS_MESSAGES, type Setting, type SettingType, type SettingValue } from '@astroden/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type SettingRow, settings } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { defaultSetting } from './defaults.ts';

function toSetting(row: Pick<SettingRow, 'key' | 'value' | 'type' | 'group' | 'description'>): Setting {
  return { key: row.key, value: row.value, type: row.type, group: row.group, description: row.description };
}

const columns = {
  key: settings.key,
  value: settings.value,
  type: settings.type,
  group: settings.group,
  description: settings.description,
};

/** Every setting an admin may see: secrets are never selected. */
export async function listSettings(db: Database): Promise<Setting[]> {
  const rows = await db
    .select(columns)
    .from(settings)
    .where(eq(settings.isSecret, false))
    .orderBy(asc(settings.group), asc(settings.key));
  return rows.map(toSetting);
}

/** The value in the setting's stored type; forms send numbers and booleans as text too. */
function coerce(type: SettingType, value: SettingValue): SettingValue | undefined {
  switch (type) {
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
    default:
      return typeof value === 'string' ? value : undefined;
  }
}

export async function updateSetting(db: Database, key: string, input: SettingValue): Promise<Setting> {
  const [row] = await db
    .select({ type: settings.type, isSecret: settings.isSecret })
    .from(settings)
    .where(eq(settings.key, key));
  // A secret is answered like an unknown key: the API neither shows nor edits it.
  if (!row || row.isSecret) throw notFound(SETTINGS_MESSAGES.notFound);
  let value = coerce(row.type, input);
  if (value === undefined) {
    const message = SETTINGS_MESSAGES.wrongType(row.type);
    throw badRequest(message, [{ path: 'value', message }]);
  }
  const rule = defaultSetting(key)?.rule;
  if (rule) {
    const checked = rule.safeParse(value);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? SETTINGS_MESSAGES.wrongType(row.type);
      throw badRequest(message, [{ path: 'value', message }]);
    }
    value = checked.data as SettingValue;
  }
  const [updated] = await db.update(settings).set({ value }).where(eq(settings.key, key)).returning(columns);
  if (!updated) throw notFound(SETTINGS_MESSAGES.notFound);
  return toSetting(updated);
}
