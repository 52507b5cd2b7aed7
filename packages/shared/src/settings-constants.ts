import type { PublicSettings } from './settings.ts';

export const SETTING_TYPES = ['string', 'number', 'boolean', 'object'] as const;

export type SettingType = (typeof SETTING_TYPES)[number];

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  brandName: 'AstroDen',
  chatNumber: '919000000000',
  contactEmail: 'hello@astroden.example',
  socialLink: 'https://www.instagram.com/astroden',
  freeShippingThreshold: 100,
  shippingFee: 15,
  maxUnitsPerLine: 10,
  maxUnitsPerOrder: 30,
};

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
