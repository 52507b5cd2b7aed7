// Test inputs built at run time (no binary files in the repo): images made with sharp, multipart
// bodies made with the platform's FormData, and a record of what an app's storage holds.
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '@astroden/shared';
import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import type { Storage } from '../lib/storage.ts';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 200, b: 255, alpha: 1 } } });

/** A small, valid PNG. */
export const png = (width = 12, height = 8): Promise<Buffer> => solid(width, height).png().toBuffer();

/** A real JPEG: sent as "x.png" with image/png, it must still be refused. */
export const jpeg = (): Promise<Buffer> => solid(12, 8).jpeg().toBuffer();

/** Plain text, for a "PNG" that is not an image at all. */
export const textFile = (): Buffer => Buffer.from('this is not an image\n');

/** One byte over the upload limit, starting like a PNG so only its size can refuse it. */
export function oversizedPng(): Buffer {
  const data = Buffer.alloc(MAX_IMAGE_BYTES + 1);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
}

export interface FilePart {
  data: Buffer;
  /** Form field; `images` unless a test means to send it elsewhere. */
  field?: string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body and its content-type header, as a browser's FormData would send them. */
export async function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' });
    form.append(file.field ?? 'images', blob, file.filename ?? 'image.png');
  }
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return { payload, headers: { 'content-type': response.headers.get('content-type') ?? '' } };
}

export interface StorageRecord {
  /** Keys stored now (written and not deleted since tracking began), sorted. */
  keys(): string[];
  /** Number of writes since tracking began. */
  readonly puts: number;
  /** Runs before the next write, once: lets a test change the world mid-request. */
  beforeNextPut?: () => Promise<void>;
}

/** Wraps an app's storage to record what it holds; call it before the app stores anything. */
export function trackStorage(storage: Storage): StorageRecord {
  const live = new Set<string>();
  let puts = 0;
  const put = storage.put.bind(storage);
  const remove = storage.delete.bind(storage);
  const record: StorageRecord = {
    keys: () => [...live].sort(),
    get puts() {
      return puts;
    },
  };
  storage.put = async (key, data, contentType) => {
    const hook = record.beforeNextPut;
    record.beforeNextPut = undefined;
    await hook?.();
    await put(key, data, contentType);
    live.add(key);
    puts += 1;
  };
  storage.delete = async (key) => {
    await remove(key);
    live.delete(key);
  };
  return record;
}

/** The storage key of a public image path, and of its WebP variant of a given width. */
export const storageKey = (imagePath: string) => imagePath.replace(/^\/uploads\//, '');
export const variantPath = (imagePath: string, width: number) => imagePath.replace(/\.png$/, `-${width}.webp`);

export interface UploadRejection {
  name: string;
  files: () => Promise<FilePart[]>;
  status: number;
  message: string | RegExp;
}

/** Every way an upload is refused (spec section 5, DESIGN.md "Contract details"), for products and pods alike. */
export const UPLOAD_REJECTIONS: UploadRejection[] = [
  {
    name: 'a JPEG named .png',
    files: async () => [{ data: await jpeg(), filename: 'photo.png', type: 'image/png' }],
    status: 400,
    message: UPLOAD_MESSAGES.pngOnly,
  },
  {
    name: 'a text file sent as image/png',
    files: async () => [{ data: textFile(), filename: 'notes.png', type: 'image/png' }],
    status: 400,
    message: UPLOAD_MESSAGES.pngOnly,
  },
  {
    name: 'a good PNG beside a bad one',
    files: async () => [{ data: await png() }, { data: textFile(), filename: 'second.png' }],
    status: 400,
    message: UPLOAD_MESSAGES.pngOnly,
  },
  {
    name: 'six files',
    files: async () => Promise.all(Array.from({ length: 6 }, async (_, i) => ({ data: await png(8 + i, 8) }))),
    status: 400,
    message: UPLOAD_MESSAGES.tooMany,
  },
  {
    name: 'a file over 10MB',
    files: async () => [{ data: oversizedPng(), filename: 'huge.png' }],
    status: 413,
    message: UPLOAD_MESSAGES.tooLarge,
  },
  {
    name: 'a file in a field other than images',
    files: async () => [{ data: await png(), field: 'image' }],
    status: 400,
    message: /"images" field/,
  },
];

/** A checkout body for POST /api/orders (DESIGN.md decision 1): a valid customer, these lines. */
export function orderBody(items: { productId: string; quantity: number }[], customer: { email?: string } = {}) {
  return {
    email: customer.email ?? 'buyer@orders.example',
    firstName: 'Vega',
    lastName: 'Star',
    address: '7 Comet Lane',
    city: 'Pune',
    country: 'India',
    postalCode: '411001',
    items,
  };
}

/**
 * Lifts the per-e-mail and per-address daily order limits out of the way, for files whose orders all
 * come from one e-mail and one address (the limits are order-limits.test.ts's subject).
 */
export async function liftOrderVelocityLimits(db: Database): Promise<void> {
  await db.insert(settings).values(
    ['maxUnitsPerEmailPerDay', 'maxUnitsPerAddressPerDay'].map((key) => ({
      key,
      value: 1_000_000,
      type: 'number' as const,
      group: 'orders',
    })),
  );
}
