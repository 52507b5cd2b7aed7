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
