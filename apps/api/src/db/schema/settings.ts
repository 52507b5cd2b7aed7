import type { SettingType, SettingValue } from '@astroden/shared';
import { boolean, customType, index, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt, version } from './columns.ts';

/**
 * jsonb whose value may be a bare string. Drizzle's own jsonb parses a string it reads back a second
 * time, so the text '919000000000' would come back as a number; both drivers already parse jsonb.
 */
const settingJson = customType<{ data: SettingValue; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value as SettingValue,
});

export const settings = pgTable(
  'settings',
  {
    key: text().primaryKey(),
    value: settingJson().notNull(),
    type: text().$type<SettingType>().notNull(),
    group: text().notNull(),
    description: text().notNull().default(''),
    /** Readable by every visitor through GET /api/settings/public. */
    isPublic: boolean().notNull().default(false),
    /** Never sent to any client (payment provider id and secret). */
    isSecret: boolean().notNull().default(false),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('settings_group_idx').on(t.group, t.key)],
);

export type SettingRow = typeof settings.$inferSelect;
