// The checkout form's rules (spec section 5): every field required, the e-mail well formed, and how to pay (online
// in Razorpay's own window, or cash on delivery: this page never asks for card details, decision 13). Lengths
// follow the order API so the server never rejects what the form accepted.

import { emailSchema } from '@astroden/shared';
import { ORDER_FIELD_MAX_LENGTHS, PAYMENT_METHODS, type PaymentMethod } from '@astroden/shared/constants';
import type { UseFormReturn } from 'react-hook-form';
import { z } from '../../lib/zod.ts';

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

export const checkoutSchema = z.object({
  email: emailSchema,
  firstName: required('First name', ORDER_FIELD_MAX_LENGTHS.firstName),
  lastName: required('Last name', ORDER_FIELD_MAX_LENGTHS.lastName),
  address: required('Address', ORDER_FIELD_MAX_LENGTHS.address),
  city: required('City', ORDER_FIELD_MAX_LENGTHS.city),
  state: optional('State', ORDER_FIELD_MAX_LENGTHS.state),
  postalCode: required('Postal code', ORDER_FIELD_MAX_LENGTHS.postalCode),
  country: required('Country', ORDER_FIELD_MAX_LENGTHS.country),
  phone: optional('Phone', ORDER_FIELD_MAX_LENGTHS.phone),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose how to pay' }),
});

export type CheckoutForm = z.input<typeof checkoutSchema>;
export type CheckoutValues = z.output<typeof checkoutSchema>;
export type CheckoutFormApi = UseFormReturn<CheckoutForm, unknown, CheckoutValues>;

export const emptyCheckoutForm: CheckoutForm = {
  email: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'India',
  phone: '',
  paymentMethod: 'cod',
};

/** The method a checkout starts on: online when the shop takes it, else cash on delivery. */
export function preferredPaymentMethod(offered: readonly PaymentMethod[]): PaymentMethod {
  return offered.includes('online') ? 'online' : 'cod';
}

/** The order request: the form (blank optional fields left out) plus the cart lines. */
export function toOrderBody(values: CheckoutValues, items: { id: string; quantity: number }[]) {
  const { phone, state, ...contact } = values;
  return {
    ...contact,
    ...(phone ? { phone } : {}),
    ...(state ? { state } : {}),
    items: items.map((i) => ({ productId: i.id, quantity: i.quantity })),
  };
}
