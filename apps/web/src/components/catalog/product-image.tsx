// An image by the spec's image rule, with the WebP variants as a srcset when the file is an upload.
import { imageUrl } from '../../lib/images.ts';

interface ProductImageProps {
  path: string | null | undefined;
  alt: string;
  sizes: string;
  className?: string;
  eager?: boolean;
  /** The page's largest image: fetched first (and preloaded by React). At most one per page. */
  priority?: boolean;
  width?: number;
  height?: number;
}

export function ProductImage({
  path,
  alt,
  sizes,
  className,
  eager = false,
  priority = false,
  width = 400,
  height = 400,
}: ProductImageProps) {
  const uploaded = Boolean(path?.startsWith('/uploads/'));
  return (
    <img
      src={imageUrl(path, uploaded ? 400 : 'original')}
      srcSet={uploaded ? `${imageUrl(path, 400)} 400w, ${imageUrl(path, 800)} 800w` : undefined}
      sizes={uploaded ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
