// The detail pages' gallery (product and pod): one large image with previous/next arrows, and the 400 px
// variants as thumbnails, toggle buttons in one tab stop: the arrow keys move between them (focus follows),
// Home/End jump to the ends.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { GALLERY_SIZES, imageUrl, variantSrcSet } from '../../lib/images.ts';
import { useScriptControl } from '../../lib/use-hydrated.ts';

const arrow =
  'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full border border-white/20 bg-space-950/70 text-white backdrop-blur-sm transition-colors hover:border-neon-cyan/70 hover:bg-space-900 aria-busy:cursor-progress';

/** Products show whole (square, contained); pods as 3:2 photographs (covered). */
const SHAPES = {
  square: { ratio: 'aspect-square', fit: 'object-contain', width: 800, height: 800 },
  wide: { ratio: 'aspect-[3/2]', fit: 'object-cover', width: 1200, height: 800 },
} as const;

interface ImageGalleryProps {
  images: string[];
  /** The item's name: the large image's alt text. */
  name: string;
  /** The accessible name of the thumbnails' group. */
  label: string;
  shape: keyof typeof SHAPES;
}

export function ImageGallery({ images, name, label, shape }: ImageGalleryProps) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const look = SHAPES[shape];
  const control = useScriptControl();

  const select = (next: number, focus = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[e.key];
    if (next === undefined || count < 2) return;
    e.preventDefault();
    select(next, true);
  };

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="glass relative overflow-hidden rounded-2xl bg-space-900">
        <img
          src={imageUrl(images[current], images[current]?.startsWith('/uploads/') ? 800 : 'original')}
          srcSet={variantSrcSet(images[current])}
          sizes={variantSrcSet(images[current]) ? GALLERY_SIZES : undefined}
          alt={count > 1 ? `${name}, image ${current + 1} of ${count}` : name}
          width={look.width}
          height={look.height}
          fetchPriority={current === 0 ? 'high' : undefined}
          decoding={current === 0 ? undefined : 'async'}
          className={`${look.ratio} w-full ${look.fit}`}
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              {...control}
              onClick={() => select(current - 1)}
              aria-label="Previous image"
              className={`${arrow} left-3`}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              {...control}
              onClick={() => select(current + 1)}
              aria-label="Next image"
              className={`${arrow} right-3`}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons with shared arrow-key handling
        <div role="group" aria-label={label} className="grid grid-cols-5 gap-2" onKeyDown={onKeyDown}>
          {images.map((path, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may appear twice; the position is the identity
              key={`${i}-${path}`}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              {...control}
              onClick={() => select(i)}
              aria-pressed={i === current}
              aria-label={`Show image ${i + 1} of ${count}`}
              tabIndex={i === current ? 0 : -1}
              className={`overflow-hidden rounded-lg border-2 bg-space-900 transition-colors ${
                i === current ? 'border-neon-cyan' : 'border-white/10 hover:border-white/40'
              }`}
            >
              <img
                src={imageUrl(path, 400)}
                // The button's label is what is read; the alt is there for whatever reads the image itself.
                alt={name}
                width={120}
                height={shape === 'wide' ? 80 : 120}
                loading="lazy"
                decoding="async"
                className={`${look.ratio} w-full object-cover`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
