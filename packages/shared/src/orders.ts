import { limitParam, pageParam, searchParam, uuidParam } from './api.ts';
import { PAGE_SIZES } from './api-constants.ts';
import { emailSchema } from './auth.ts';
import { bulkIdsSchema, sortParam } from './lists.ts';
import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MAX_TRACKING_LENGTH,
  ORDER_FIELD_MAX_LENGTHS,
  ORDER_MESSAGES,
  ORDER_SORT_KEYS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SETTABLE_ORDER_STATUSES,
} from './orders-constants.ts';
import { z } from './zod.ts';

export * from './orders-constants.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'paymentMethod must be online or cod' });
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES, {
  error: `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}`,
});

export const settableOrderStatusSchema = z.enum(SETTABLE_ORDER_STATUSES, {
  error: 'status must be one of processing, completed, cancelled',
});

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

export const orderItemSchema = z.object({
  productId: uuidParam('Invalid product id'),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
});

/** The checkout form less its card fields (DESIGN.md decision 1). */
export const createOrderBodySchema = z.object({
  email: emailSchema,
  firstName: requiredText('First name', ORDER_FIELD_MAX_LENGTHS.firstName),
  lastName: requiredText('Last name', ORDER_FIELD_MAX_LENGTHS.lastName),
  address: requiredText('Address', ORDER_FIELD_MAX_LENGTHS.address),
  city: requiredText('City', ORDER_FIELD_MAX_LENGTHS.city),
  country: requiredText('Country', ORDER_FIELD_MAX_LENGTHS.country),
  postalCode: requiredText('Postal code', ORDER_FIELD_MAX_LENGTHS.postalCode),
  phone: z.string().trim().max(ORDER_FIELD_MAX_LENGTHS.phone, 'Phone is too long').optional(),
  state: z.string().trim().max(ORDER_FIELD_MAX_LENGTHS.state, 'State is too long').optional(),
  items: z
    .array(orderItemSchema, { error: 'Items are required' })
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different products per order`)
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, ORDER_MESSAGES.duplicateItems),
  /** Cash on delivery unless said (the card fields of the spec are gone: decision 13). */
  paymentMethod: paymentMethodSchema.default('cod'),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/** What Razorpay's Standard Checkout needs to open its window for an online order (amount in paise). */
export const checkoutPaymentSchema = z.object({
  provider: z.literal('razorpay'),
  keyId: z.string(),
  razorpayOrderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

export const createdOrderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  totalAmount: z.number(),
  status: orderStatusSchema,
  /** Online orders only. */
  payment: checkoutPaymentSchema.optional(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/** Where an order goes (spec section 3's Order.customer.address, with the country the checkout asks). */
export const orderAddressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  town: z.string(),
  state: z.string().nullable(),
  pincode: z.string(),
  country: z.string().nullable(),
});

export const orderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  customer: z.object({
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    address: orderAddressSchema,
  }),
  products: z.array(
    z.object({
      productId: z.object({
        _id: z.string().nullable(),
        name: z.string(),
        images: z.array(z.string()),
        price: z.number(),
      }),
      quantity: z.number().int(),
    }),
  ),
  totalAmount: z.number(),
  status: orderStatusSchema,
  /** Why the order has its status when a rule, not a person, moved it (e.g. it expired unconfirmed). */
  statusReason: z.string().nullable(),
  paymentMethod: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  /** Rupees given back so far. */
  amountRefunded: z.number(),
  /** Each payment the provider reported for the order, the refunded ones included. */
  payments: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      status: z.string(),
      method: z.string().nullable(),
      /** Why it was refunded without anyone asking, e.g. it came in after the order had failed. */
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      status: z.enum(['pending', 'processed', 'failed']),
      reason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Set by an admin when the parcel ships (PATCH /payment/checkout/{orderId}/tracking). */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** PATCH /api/payment/checkout/{orderId}/tracking (admin): the parcel's carrier and tracking number. */
export const orderTrackingBodySchema = z.object({
  carrier: requiredText('Carrier', MAX_TRACKING_LENGTH),
  trackingNumber: requiredText('Tracking number', MAX_TRACKING_LENGTH),
});
export type OrderTrackingBody = z.input<typeof orderTrackingBodySchema>;

const trackedOrderId = z
  .string({ error: 'Order id is required' })
  .trim()
  .min(1, 'Order id is required')
  .max(40, 'Invalid order id')
  .transform((id) => id.toUpperCase());

/**
 * GET /api/orders/track: the order id with the e-mail it was placed with, or with the signed token of a link in
 * one of its e-mails. A wrong e-mail, a bad token and an unknown order get the same 404.
 */
export const trackOrderQuerySchema = z
  .object({
    orderId: trackedOrderId,
    email: z.string().trim().max(254, 'Email is too long').optional(),
    token: z.string().trim().max(200, 'Invalid link').optional(),
  })
  .refine((q) => Boolean(q.email || q.token), { message: 'Email is required', path: ['email'] });
export type TrackOrderQuery = z.input<typeof trackOrderQuerySchema>;

/** One step of an order's timeline. */
export const orderEventSchema = z.object({
  status: orderStatusSchema,
  note: z.string().nullable(),
  at: z.string(),
});

/** What a customer sees of an order: never the phone, the address it came from, or who handled it. */
export const trackedOrderSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  statusReason: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(orderEventSchema),
  items: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      image: z.string().nullable(),
      price: z.number(),
      quantity: z.number().int(),
    }),
  ),
  subtotal: z.number(),
  shipping: z.number(),
  totalAmount: z.number(),
  shippingAddress: orderAddressSchema.extend({ fullName: z.string() }),
  paymentMethod: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

export const orderListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZES.admin),
  search: searchParam,
  status: orderStatusSchema.optional(),
  paymentStatus: paymentStatusSchema.optional(),
  sort: sortParam(ORDER_SORT_KEYS).default('-createdAt'),
});
export type OrderListQuery = Partial<z.output<typeof orderListQuerySchema>>;

export const orderListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(orderSchema),
  pagination: z.object({ total: z.number().int(), totalPages: z.number().int(), currentPage: z.number().int() }),
  message: z.string().optional(),
});

export const orderIdParamSchema = z.object({
  orderId: z
    .string()
    .trim()
    .regex(/^ORD-\d{8}-\d{4,}$/i, 'Invalid order id')
    .transform((id) => id.toUpperCase()),
});

// Any status is well-formed; a move SPEC.md section 4 forbids (to pending or failed, or from a final status) is a 409.
export const updateOrderStatusBodySchema = z.object({ status: orderStatusSchema });

/** Several orders (by _id) to one status; each move is judged as a single one would be. */
export const bulkOrderStatusBodySchema = z.object({ ids: bulkIdsSchema, status: orderStatusSchema });

/** POST /api/orders/{orderId}/payment: what Razorpay's checkout hands its `handler` (the signature is the proof). */
export const paymentCallbackBodySchema = z.object({
  razorpay_order_id: z.string({ error: 'razorpay_order_id is required' }).trim().min(1).max(64),
  razorpay_payment_id: z.string({ error: 'razorpay_payment_id is required' }).trim().min(1).max(64),
  razorpay_signature: z.string({ error: 'razorpay_signature is required' }).trim().min(1).max(256),
});
export type PaymentCallbackBody = z.input<typeof paymentCallbackBodySchema>;

/** POST /api/payment/checkout/{orderId}/refund (admin): rupees, the whole remainder when absent. */
export const refundBodySchema = z.object({
  amount: z
    .number({ error: 'Amount must be a number' })
    .positive('Amount must be more than 0')
    .multipleOf(0.01, 'Amount must be in rupees and paise')
    .max(10_000_000, 'Amount is too large')
    .optional(),
});
export type RefundBody = z.input<typeof refundBodySchema>;
