// The payment settings (decision 019): Razorpay's keys and webhook secret (secret settings, written by an admin and
// never shown), whether cash on delivery is offered, and how long an online order waits for its money. What the
// checkout may offer follows from them: online only with both keys, cash on delivery while it is on.
import type { PaymentMethod } from '@astroden/shared';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

export interface PaymentSettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  codEnabled: boolean;
  onlinePaymentExpiryMinutes: number;
}

export const PAYMENT_SETTING_DEFAULTS: PaymentSettings = {
  keyId: '',
  keySecret: '',
  webhookSecret: '',
  codEnabled: true,
  onlinePaymentExpiryMinutes: 30,
};

/** Setting key -> field. */
const KEYS = {
  paymentKeyId: 'keyId',
  paymentKeySecret: 'keySecret',
  paymentWebhookSecret: 'webhookSecret',
  codEnabled: 'codEnabled',
  onlinePaymentExpiryMinutes: 'onlinePaymentExpiryMinutes',
} as const satisfies Record<string, keyof PaymentSettings>;

export const PAYMENT_SETTING_KEYS = Object.keys(KEYS);

/** The payment settings among `rows` (other rows are ignored), each over its default when missing or malformed. */
export function paymentSettingsFrom(rows: { key: string; value: unknown }[]): PaymentSettings {
  const result = { ...PAYMENT_SETTING_DEFAULTS };
  for (const { key, value } of rows) {
    const field = KEYS[key as keyof typeof KEYS];
    if (!field || typeof value !== typeof PAYMENT_SETTING_DEFAULTS[field]) continue;
    if (field === 'onlinePaymentExpiryMinutes' && !(Number.isInteger(value) && (value as number) > 0)) continue;
    (result as Record<string, unknown>)[field] = typeof value === 'string' ? value.trim() : value;
  }
  return result;
}

export async function getPaymentSettings(db: Database): Promise<PaymentSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, PAYMENT_SETTING_KEYS));
  return paymentSettingsFrom(rows);
}

/** What the checkout offers: online with both keys set, cash on delivery while it is on (or when nothing else is). */
export function paymentMethodsOf(payment: PaymentSettings): PaymentMethod[] {
  const online = payment.keyId !== '' && payment.keySecret !== '';
  const methods: PaymentMethod[] = online ? ['online'] : [];
  if (payment.codEnabled || !online) methods.push('cod');
  return methods;
}
