// The checkout form's rules (spec section 5): every field required, the e-mail well formed, no card
// validation. Lengths follow the order API so the server never rejects what the form accepted.

import { emailSchema } from '@astroden/shared';
import { ORDER_FIELD_MAX_LENGTHS } from '@astroden/shared/constants';
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
  // The payment step is a stub: required, never checked, never sent (DESIGN.md decision 1).
  cardNumber: required('Card number', 40),
  cardExpiry: required('Expiry date', 10),
  cardCvc: required('CVC', 10),
});

export type CheckoutForm = z.input<typeof checkoutSchema>;
export type CheckoutValues = z.output<typeof checkoutSchema>;

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
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
};

/** The order request: the form less its card fields (which never leave the browser) plus the cart lines. */
export function toOrderBody(values: CheckoutValues, items: { id: string; quantity: number }[]) {
  const { cardNumber: _number, cardExpiry: _expiry, cardCvc: _cvc, phone, state, ...contact } = values;
  return {
    ...contact,
    ...(phone ? { phone } : {}),
    ...(state ? { state } : {}),
    items: items.map((i) => ({ productId: i.id, quantity: i.quantity })),
  };
}
