// The settings the shop starts with, and the rules a few of them must keep when an admin edits them. The
// values come from where they are read: the public ones from packages/shared, the order rules and the
// dashboard's from lib/order-rules.ts and lib/shop-settings.ts.
import {
  DEFAULT_PUBLIC_SETTINGS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_UNITS,
  MAX_PRICE,
  type SettingType,
  type SettingValue,
  twoDecimals,
} from '@astroden/shared';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { ORDER_RULE_DEFAULTS } from './order-rules.ts';
import { SHOP_SETTING_DEFAULTS } from './shop-settings.ts';

export interface DefaultSetting {
  key: string;
  value: SettingValue;
  type: SettingType;
  group: string;
  description: string;
  /** Served to every visitor by GET /api/settings/public. */
  isPublic?: boolean;
  /** Never sent to any client, never editable through the API. */
  isSecret?: boolean;
  /** Beyond the type: what a stored value must also satisfy (the storefront builds links from some). */
  rule?: z.ZodType;
}

/** A rupee amount: like a price, 0 to MAX_PRICE with at most 2 decimals (checkout computes with it). */
const rupees = z
  .number()
  .min(0, 'This setting must be 0 or more')
  .max(MAX_PRICE, `This setting must be at most ${MAX_PRICE}`)
  .refine(twoDecimals, 'This setting can have at most 2 decimals');
/** A whole number of units or hours within sensible bounds. */
const wholeNumber = (min: number, max: number) =>
  z
    .number()
    .int('This setting must be a whole number')
    .min(min, `This setting must be at least ${min}`)
    .max(max, `This setting must be at most ${max}`);
/** Whether the runtime knows this IANA zone name (the analytics compute in it). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}
const httpUrl = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'This setting must be an http(s) link');

export const DEFAULT_SETTINGS: DefaultSetting[] = [
  {
    key: 'brandName',
    value: DEFAULT_PUBLIC_SETTINGS.brandName,
    type: 'string',
    group: 'site',
    description: 'Shop name shown in the header, footer, page titles and WhatsApp messages',
    isPublic: true,
    rule: z.string().trim().min(1, 'The brand name cannot be empty').max(100),
  },
  {
    key: 'tagline',
    value: 'Gaming pods and merch from deep space',
    type: 'string',
    group: 'site',
    description: 'Short line under the brand name on the home page',
  },
  {
    key: 'socialLink',
    value: DEFAULT_PUBLIC_SETTINGS.socialLink,
    type: 'string',
    group: 'site',
    description: 'Link to the shop’s social profile (Instagram) shown in the footer',
    isPublic: true,
    rule: httpUrl,
  },
  {
    key: 'maintenanceMode',
    value: false,
    type: 'boolean',
    group: 'site',
    description: 'Show a maintenance notice on the storefront',
  },
  {
    key: 'contactEmail',
    value: DEFAULT_PUBLIC_SETTINGS.contactEmail,
    type: 'string',
    group: 'contact',
    description: 'E-mail address customers are shown for questions',
    isPublic: true,
    rule: z.email('This setting must be an e-mail address'),
  },
  {
    key: 'chatNumber',
    value: DEFAULT_PUBLIC_SETTINGS.chatNumber,
    type: 'string',
    group: 'contact',
    description: 'Seller’s WhatsApp number with country code, digits only (used for the chat links)',
    isPublic: true,
    rule: z.string().regex(/^\d{6,15}$/, 'The chat number must be 6 to 15 digits with the country code'),
  },
  {
    key: 'address',
    value: '',
    type: 'string',
    group: 'contact',
    description: 'Postal address of the shop',
  },
  {
    key: 'freeShippingThreshold',
    value: DEFAULT_PUBLIC_SETTINGS.freeShippingThreshold,
    type: 'number',
    group: 'shipping',
    description: 'Orders with a subtotal above this amount ship free',
    isPublic: true,
    rule: rupees,
  },
  {
    key: 'shippingFee',
    value: DEFAULT_PUBLIC_SETTINGS.shippingFee,
    type: 'number',
    group: 'shipping',
    description: 'Flat shipping fee for orders at or below the free-shipping threshold',
    isPublic: true,
    rule: rupees,
  },
  {
    key: 'processingDays',
    value: '7-8 business days',
    type: 'string',
    group: 'shipping',
    description: 'How long an order takes to be processed before it ships',
  },
  {
    key: 'expressShipping',
    value: true,
    type: 'boolean',
    group: 'shipping',
    description: 'Offer express shipping',
  },
  {
    key: 'maxUnitsPerLine',
    value: DEFAULT_PUBLIC_SETTINGS.maxUnitsPerLine,
    type: 'number',
    group: 'orders',
    description: 'Most units of one product an order may hold (the cart stops there too)',
    isPublic: true,
    rule: wholeNumber(1, MAX_LINE_QUANTITY),
  },
  {
    key: 'maxUnitsPerOrder',
    value: DEFAULT_PUBLIC_SETTINGS.maxUnitsPerOrder,
    type: 'number',
    group: 'orders',
    description: 'Most units an order may hold over all its products',
    isPublic: true,
    rule: wholeNumber(1, MAX_ORDER_UNITS),
  },
  {
    key: 'maxUnitsPerEmailPerDay',
    value: ORDER_RULE_DEFAULTS.maxUnitsPerEmailPerDay,
    type: 'number',
    group: 'orders',
    description: 'Most units one e-mail address may order in 24 hours, over all its orders',
    rule: wholeNumber(1, 100 * MAX_ORDER_UNITS),
  },
  {
    key: 'maxUnitsPerAddressPerDay',
    value: ORDER_RULE_DEFAULTS.maxUnitsPerAddressPerDay,
    type: 'number',
    group: 'orders',
    description: 'Most units one network address may order in 24 hours (an office or a shared network counts once)',
    rule: wholeNumber(1, 100 * MAX_ORDER_UNITS),
  },
  {
    key: 'pendingOrderExpiryHours',
    value: ORDER_RULE_DEFAULTS.pendingOrderExpiryHours,
    type: 'number',
    group: 'orders',
    description: 'Hours a pending order holds its stock; then, unconfirmed, it is cancelled and the stock returned',
    rule: wholeNumber(1, 24 * 90),
  },
  {
    key: 'lowStockThreshold',
    value: SHOP_SETTING_DEFAULTS.lowStockThreshold,
    type: 'number',
    group: 'inventory',
    description:
      'A product with this many units or fewer (but some) counts as low on stock and is listed for restocking',
    rule: wholeNumber(0, 100_000),
  },
  {
    key: 'timezone',
    value: SHOP_SETTING_DEFAULTS.timezone,
    type: 'string',
    group: 'site',
    description: 'Time zone the sales analytics count days, weeks and months in (an IANA name such as Asia/Kolkata)',
    rule: z.string().trim().refine(isTimeZone, 'This setting must be an IANA time zone such as Asia/Kolkata'),
  },
  {
    key: 'currency',
    value: 'INR',
    type: 'string',
    group: 'payment',
    description: 'Currency code prices are charged in',
  },
  {
    key: 'paymentProvider',
    value: 'razorpay',
    type: 'string',
    group: 'payment',
    description: 'Payment provider that takes card payments',
  },
  {
    key: 'paymentKeyId',
    value: '',
    type: 'string',
    group: 'payment',
    description: 'Payment provider key id (secret: never sent to any client)',
    isSecret: true,
  },
  {
    key: 'paymentKeySecret',
    value: '',
    type: 'string',
    group: 'payment',
    description: 'Payment provider key secret (secret: never sent to any client)',
    isSecret: true,
  },
  {
    key: 'paymentWebhookSecret',
    value: '',
    type: 'string',
    group: 'payment',
    description:
      "Secret of the provider's webhook to /api/payments/razorpay/webhook (secret: never sent to any client)",
    isSecret: true,
  },
  {
    key: 'codEnabled',
    value: true,
    type: 'boolean',
    group: 'payment',
    description: 'Offer cash on delivery at checkout (paid when the order is marked completed)',
  },
  {
    key: 'onlinePaymentExpiryMinutes',
    value: 30,
    type: 'number',
    group: 'payment',
    description: 'Minutes an online order holds its stock waiting for its payment before it fails and gives it back',
    rule: wholeNumber(5, 24 * 60),
  },
];

export const defaultSetting = (key: string) => DEFAULT_SETTINGS.find((s) => s.key === key);

/** Adds the settings that are missing; values an admin has set are kept. Safe on every start. */
export async function ensureDefaultSettings(db: Database): Promise<void> {
  await db
    .insert(settings)
    .values(
      DEFAULT_SETTINGS.map(({ rule: _, ...s }) => ({
        ...s,
        isPublic: s.isPublic ?? false,
        isSecret: s.isSecret ?? false,
      })),
    )
    .onConflictDoNothing({ target: settings.key });
}
