import { SETTINGS_MESSAGES, type Setting, type SettingType, type SettingValue } from '@astroden/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type SettingRow, settings } from '../../db/schema/index.ts';
import { defaultSetting } from '../../lib/default-settings.ts';
import { badRequest, notFound, staleWrite } from '../../lib/http-errors.ts';

type ListedRow = Pick<SettingRow, 'key' | 'value' | 'type' | 'group' | 'description' | 'version' | 'isSecret'>;

/** A secret goes out as whether it is set, never as its value. */
function toSetting(row: ListedRow): Setting {
  const { key, value, type, group, description, version, isSecret } = row;
  if (isSecret) return { key, value: '', type, group, description, version, secret: true, isSet: value !== '' };
  return { key, value, type, group, description, version };
}

const columns = {
  key: settings.key,
  value: settings.value,
  type: settings.type,
  group: settings.group,
  description: settings.description,
  version: settings.version,
  isSecret: settings.isSecret,
};

/** Every setting, by group then key; a secret (the payment keys) with whether it is set instead of its value. */
export async function listSettings(db: Database): Promise<Setting[]> {
  const rows = await db.select(columns).from(settings).orderBy(asc(settings.group), asc(settings.key));
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

/** Changes one setting; with `version`, only if nobody has changed it since that version was read. */
export async function updateSetting(
  db: Database,
  key: string,
  input: SettingValue,
  version?: number,
): Promise<Setting> {
  const [row] = await db
    .select({ type: settings.type, isSecret: settings.isSecret })
    .from(settings)
    .where(eq(settings.key, key));
  // A secret is written (an admin pastes the provider's keys) but never answered back.
  if (!row) throw notFound(SETTINGS_MESSAGES.notFound);
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
  const [updated] = await db
    .update(settings)
    .set({ value, version: sql`${settings.version} + 1` })
    .where(and(eq(settings.key, key), version === undefined ? undefined : eq(settings.version, version)))
    .returning(columns);
  // The row was there a moment ago: a miss is a newer version (or, rarer, a key removed since).
  if (!updated)
    throw version === undefined ? notFound(SETTINGS_MESSAGES.notFound) : staleWrite(SETTINGS_MESSAGES.changed);
  return toSetting(updated);
}
