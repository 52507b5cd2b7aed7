import { versionParam } from './api.ts';
import { type PublicSettings, SETTING_TYPES } from './settings-constants.ts';
import { z } from './zod.ts';

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
  version: z.number().int(),
  /**
   * A secret (the payment keys): written by an admin, never shown to anyone. Its value is always '' here; `isSet`
   * says whether it holds one.
   */
  secret: z.boolean().optional(),
  isSet: z.boolean().optional(),
});
export type Setting = z.infer<typeof settingSchema>;

export const settingKeyParamSchema = z.object({
  key: z.string().regex(/^[a-zA-Z][\w.]{0,63}$/, 'Invalid setting key'),
});
export const updateSettingBodySchema = z.object({ value: settingValueSchema, version: versionParam.optional() });

/**
 * What every visitor may read (DESIGN.md decision 3); names match setting keys. The shape is
 * DEFAULT_PUBLIC_SETTINGS's: a field missing here, or one the defaults lack, fails to compile.
 */
export const publicSettingsSchema = z.object({
  brandName: z.string(),
  chatNumber: z.string(),
  contactEmail: z.string(),
  socialLink: z.string(),
  freeShippingThreshold: z.number(),
  shippingFee: z.number(),
  /** Units of one product an order may hold (DESIGN.md decision 10); the cart stops there too. */
  maxUnitsPerLine: z.number().int(),
  /** Units an order may hold over all its lines. */
  maxUnitsPerOrder: z.number().int(),
  paymentMethods: z.array(z.enum(['online', 'cod'])),
} satisfies { [K in keyof PublicSettings]: z.ZodType<PublicSettings[K]> });
