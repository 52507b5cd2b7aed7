export const SETTING_TYPES = ['string', 'number', 'boolean', 'object'] as const;

export type SettingType = (typeof SETTING_TYPES)[number];

/** What every visitor may read (DESIGN.md decision 3), as a new shop starts; names match setting keys. */
export const DEFAULT_PUBLIC_SETTINGS = {
  brandName: 'AstroDen',
  chatNumber: '919000000000',
  contactEmail: 'hello@astroden.example',
  socialLink: 'https://www.instagram.com/astroden',
  freeShippingThreshold: 100,
  shippingFee: 15,
  maxUnitsPerLine: 10,
  maxUnitsPerOrder: 30,
  /** How the checkout may be paid: not a setting of its own, but what the payment settings allow (online needs keys). */
  paymentMethods: ['cod'] as ('online' | 'cod')[],
};

/** The public settings' shape: publicSettingsSchema validates exactly these fields. */
export type PublicSettings = typeof DEFAULT_PUBLIC_SETTINGS;

/** The default of the timezone setting, the shop's clock: sales analytics count days, weeks and months on it. */
export const DEFAULT_SHOP_TIMEZONE = 'Asia/Kolkata';

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved successfully!',
  saveFailed: 'Failed to save settings. Please try again.',
  updated: 'Setting updated successfully',
  notFound: 'Setting not found',
  changed: 'This setting changed since you opened it',
  fetchFailed: 'Failed to fetch settings',
  wrongType: (type: SettingType) => `This setting must be a ${type}`,
} as const;

export const SETTINGS_BANNER_MS = 3000;

/** Shipping for a cart subtotal: free over the threshold, else the flat fee (spec section 9). */
export function shippingFor(subtotal: number, settings: Pick<PublicSettings, 'freeShippingThreshold' | 'shippingFee'>) {
  return subtotal > settings.freeShippingThreshold || subtotal === 0 ? 0 : settings.shippingFee;
}
