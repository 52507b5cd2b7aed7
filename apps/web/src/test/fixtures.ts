// What the API returns, for the component tests (imported by *.test.tsx only).
import type { EmailDetail, Product, TrackedOrder } from '@astroden/shared';
import type { CartItem } from '../lib/cart/cart-store.ts';

const stamp = '2026-11-20T10:00:00.000Z';

export const adminUser = {
  _id: 'admin-1',
  name: 'Ada Admin',
  email: 'admin@astroden.example',
  mobile_number: null,
  role: 'admin' as const,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

export const CATEGORIES = [
  { name: 'PC Components', count: 4 },
  { name: 'Manga & Comics', count: 3 },
  { name: 'Shirts', count: 2 },
];

/** A small PNG-typed File (content is irrelevant to the client). */
export const pngFile = (name = 'nebula.png') => new File(['png'], name, { type: 'image/png' });

/** A product as the API returns it (the admin screens' one). */
export const productFixture = (overrides: Record<string, unknown> = {}) => ({
  _id: 'p1',
  name: 'Nebula Tee',
  description: 'A soft tee with a nebula print.',
  price: 799.5,
  stock: 25,
  category: 'Shirts',
  images: ['/uploads/products/tee.png'],
  image: null,
  weight: 0.2,
  dimensions: { length: 30, width: 20, height: 2 },
  features: ['Organic cotton'],
  rating: 4.5,
  createdAt: stamp,
  updatedAt: stamp,
  version: 1,
  ...overrides,
});

/** The n-th of a catalogue of products to sell, with a UUID id (the storefront's ones). */
export function makeProduct(n: number, overrides: Partial<Product> = {}): Product {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    _id: id,
    name: `Product ${n}`,
    description: `The description of product ${n}.`,
    price: 100 * n,
    stock: 10,
    category: CATEGORIES[n % CATEGORIES.length]!.name,
    images: [`/uploads/products/p${n}.png`],
    image: null,
    weight: null,
    dimensions: null,
    features: [],
    rating: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function cartItem(n: number, overrides: Partial<CartItem> = {}): CartItem {
  const product = makeProduct(n);
  return {
    id: product._id,
    name: product.name,
    category: product.category,
    image: '/uploads/products/p.webp',
    price: product.price,
    quantity: 1,
    ...overrides,
  };
}

/** A pod as the API returns it. */
export const podFixture = (overrides: Record<string, unknown> = {}) => ({
  _id: 'pod1',
  name: 'Lunar Lounge',
  description: 'A lounge on the moon.',
  shortDescription: null,
  category: 'Group',
  price: 2499,
  size: 420,
  features: ['Eight gaming stations', 'Bean bags', 'Projector', 'Snack bar'],
  specs: {},
  images: ['/uploads/pods/lounge.png'],
  image: null,
  whatsappLink: null,
  createdAt: stamp,
  updatedAt: stamp,
  version: 1,
  ...overrides,
});

/** An order as the API returns it. */
export const orderFixture = (overrides: Record<string, unknown> = {}) => ({
  _id: 'o1',
  orderId: 'ORD-20261120-0001',
  customer: {
    fullName: 'Karthik Das',
    email: 'karthik@mail.example',
    phone: null,
    address: {
      addressLine1: '1 MG Road',
      addressLine2: null,
      town: 'Pune',
      state: null,
      pincode: '411001',
      country: 'India',
    },
  },
  products: [{ productId: { _id: 'p1', name: 'Nebula Tee', images: [], price: 799.5 }, quantity: 2 }],
  totalAmount: 1599,
  status: 'completed',
  statusReason: null,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  amountRefunded: 0,
  payments: [],
  refunds: [],
  carrier: null,
  trackingNumber: null,
  createdAt: stamp,
  updatedAt: stamp,
  version: 1,
  ...overrides,
});

/** An order as its customer sees it (GET /orders/track, GET /orders/mine): placed, then processing. */
export const trackedOrderFixture = (overrides: Partial<TrackedOrder> = {}): TrackedOrder => ({
  orderId: 'ORD-20261120-0001',
  status: 'processing',
  statusReason: null,
  createdAt: stamp,
  history: [
    { status: 'pending', note: null, at: stamp },
    { status: 'processing', note: null, at: '2026-11-21T06:30:00.000Z' },
  ],
  items: [
    { productId: 'p1', name: 'Nebula Tee', image: null, price: 799.5, quantity: 2 },
    { productId: 'p2', name: 'Moon Lamp', image: null, price: 2500, quantity: 1 },
  ],
  subtotal: 4099,
  shipping: 0,
  totalAmount: 4099,
  shippingAddress: {
    fullName: 'Karthik Das',
    addressLine1: '1 MG Road',
    addressLine2: 'Near the Metro',
    town: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    country: 'India',
  },
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  carrier: null,
  trackingNumber: null,
  ...overrides,
});

/** An e-mail of the outbox as the admin's E-mails screen gets it (its summary is the same less the message). */
export const emailFixture = (overrides: Partial<EmailDetail> = {}): EmailDetail => ({
  _id: 'e1',
  kind: 'order_placed',
  recipient: 'karthik@mail.example',
  subject: 'Your order ORD-20261120-0001 is placed',
  status: 'sent',
  attempts: 1,
  lastError: null,
  orderId: 'ORD-20261120-0001',
  createdAt: stamp,
  sentAt: stamp,
  html: '<h1>Thank you for your order</h1><p>Nebula Tee × 2</p>',
  text: 'Thank you for your order\nNebula Tee x 2',
  messageId: '<e1@astroden.example>',
  smtpResponse: '250 2.0.0 OK queued',
  nextAttemptAt: null,
  ...overrides,
});
