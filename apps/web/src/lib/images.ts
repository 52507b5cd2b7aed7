// The image rule (spec section 3): /uploads/ paths get the API host; otherwise the first image,
// then the single image field, then the logo. Lists ask for a small WebP variant.
import { DEFAULT_IMAGE } from '@astroden/shared/constants';
import { API_HOST } from './api-client.ts';

export type ImageSize = 400 | 800 | 'original';

export function imageUrl(path: string | null | undefined, size: ImageSize = 'original'): string {
  if (!path) return DEFAULT_IMAGE;
  if (!path.startsWith('/uploads/')) return path;
  const variant = size === 'original' ? path : path.replace(/\.png$/, `-${size}.webp`);
  return `${API_HOST}${variant}`;
}

export function primaryImage(item: { images?: string[] | null; image?: string | null }, size: ImageSize = 'original') {
  return imageUrl(item.images?.[0] ?? item.image ?? null, size);
}

/** The WebP variants of an upload as a srcset (undefined for the logo and other non-uploads). */
export function variantSrcSet(path: string | null | undefined): string | undefined {
  if (!path?.startsWith('/uploads/')) return undefined;
  return `${imageUrl(path, 400)} 400w, ${imageUrl(path, 800)} 800w`;
}

/** The srcset of a stored 400 px variant URL (a cart line keeps that URL). */
export function srcSetOfVariant(url: string): string | undefined {
  if (!/-400\.webp$/.test(url)) return undefined;
  return `${url} 400w, ${url.replace(/-400\.webp$/, '-800.webp')} 800w`;
}

/** The sizes of the detail pages' large gallery image: full width on phones, half the 6xl column from lg. */
export const GALLERY_SIZES = '(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw';
