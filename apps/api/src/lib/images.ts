// The image pipeline shared by uploads and demo data: PNG judged by its content, stored under a
// server-made name, with WebP variants for the storefront's lists (<name>-400.webp, <name>-800.webp).
import { randomUUID } from 'node:crypto';
import { IMAGE_VARIANT_WIDTHS, UPLOAD_MESSAGES } from '@astroden/shared';
import { badRequest } from './http-errors.ts';
import type { Storage } from './storage.ts';

type Sharp = typeof import('sharp').default;
let loaded: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded on the first image rather than at start: its libraries are some 28 MB resident,
 * which a server that receives no upload should not hold. Memory over speed, for a small shop's server:
 * one libvips worker, and no cache of decoded images (each upload is new). Every libvips thread grows a
 * malloc arena of its own that glibc never gives back, so the default (a thread per core, a 50 MB cache)
 * left a first start, which draws the demo images, idling some 130 MB above a restart.
 */
export function imageLibrary(): Promise<Sharp> {
  loaded ??= import('sharp').then(
    ({ default: sharp }) => {
      sharp.concurrency(1);
      sharp.cache(false);
      return sharp;
    },
    (err: unknown) => {
      loaded = undefined; // tried again by the next image
      throw err;
    },
  );
  return loaded;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_PIXELS = 40_000_000;

export type ImageFolder = 'products' | 'pods';

export interface PreparedImage {
  id: string;
  files: { name: string; data: Buffer; contentType: string }[];
}

/** Decodes the whole file: a renamed JPEG, a truncated PNG or a decompression bomb is a 400. */
export async function preparePng(data: Buffer): Promise<PreparedImage> {
  if (data.length < PNG_SIGNATURE.length || !data.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw badRequest(UPLOAD_MESSAGES.pngOnly);
  }
  const sharp = await imageLibrary();
  try {
    const image = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== 'png') throw new Error('not png');
    const id = randomUUID();
    const variants = await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (width) => ({
        name: `${id}-${width}.webp`,
        data: await sharp(data, { limitInputPixels: MAX_PIXELS })
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
        contentType: 'image/webp',
      })),
    );
    return { id, files: [{ name: `${id}.png`, data, contentType: 'image/png' }, ...variants] };
  } catch (err) {
    if (err instanceof Error && 'statusCode' in err) throw err;
    throw badRequest(UPLOAD_MESSAGES.pngOnly);
  }
}

/** Writes prepared images; on any failure removes what was written. Returns the public paths. */
export async function storeImages(storage: Storage, folder: ImageFolder, images: PreparedImage[]): Promise<string[]> {
  const written: string[] = [];
  try {
    for (const image of images) {
      for (const file of image.files) {
        const key = `${folder}/${file.name}`;
        await storage.put(key, file.data, file.contentType);
        written.push(key);
      }
    }
  } catch (err) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw err;
  }
  return images.map((image) => `/uploads/${folder}/${image.id}.png`);
}

/** Removes stored images (and their variants) by public path; missing files are ignored. */
export async function deleteImages(storage: Storage, paths: string[]): Promise<void> {
  const keys = paths
    .filter((p) => p.startsWith('/uploads/'))
    .flatMap((p) => {
      const key = p.slice('/uploads/'.length);
      const base = key.replace(/\.png$/, '');
      return [key, ...IMAGE_VARIANT_WIDTHS.map((w) => `${base}-${w}.webp`)];
    });
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
