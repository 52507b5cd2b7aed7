import { z } from 'zod';

import { SETTING_TYPES } from './settings-constants.ts';

export * from './settings-constants.ts';

export const settingValueSchema = z.union([
  z.string().max(2000),
  z.number(),
  z.boolean(),
  z.record(z.string(), z.union([z.string().max(2000), z.number(), z.boolean()])),
]);
export type SettingValue = z.infer<typeof settingValueSchema>;

export const settingSchema = z.object({
  key: z.string(),
  value: settingValueSchema,
  type: z.enum(SETTING_TYPES),
  group: z.string(),
  description: z.string(),
});
export type Setting = z.infer<typeof settingSchema>;

export const settingKeyParamSchema = z.object({
  key: z.string().regex(/^[a-zA-Z][\w.]{0,63}$/, 'Invalid setting key'),
});
export const updateSettingBodySchema = z.object({ value: settingValueSchema });

/** What every visitor may read (DESIGN.md decision 3); names match setting keys. */
export const publicSettingsSchema = z.object({
  brandName: z.string(),
  chatNumber: z.string(),
  contactEmail: z.string(),
  socialLink: z.string(),
  freeShippingThreshold: z.number(),
  shippingFee: z.number(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
