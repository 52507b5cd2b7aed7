// The pod's images: one large image at a fixed ratio and a row of thumbnail buttons. Arrow keys on a
// thumbnail move to the neighbour (focus follows), Home/End jump to the ends.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { imageUrl } from '../../../lib/images.ts';

export function PodGallery({ images, name }: { images: string[]; name: string }) {
  const [active, setActive] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = Math.min(active, Math.max(0, count - 1));
  const many = count > 1;

  const show = (index: number, focus = false) => {
    const next = (index + count) % count;
    setActive(next);
    if (focus) thumbs.current[next]?.focus();
  };

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="glass relative overflow-hidden rounded-2xl">
        <img
          src={imageUrl(images[current])}
          alt={many ? `${name}, image ${current + 1} of ${count}` : name}
          width={1200}
          height={800}
          fetchPriority="high"
          className="aspect-[3/2] w-full bg-space-900 object-cover"
        />
        {many ? (
          <>
            <button
              type="button"
              onClick={() => show(current - 1)}
              aria-label="Previous image"
              className="absolute left-3 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-space-950/75 text-white ring-1 ring-white/20 hover:bg-space-950"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => show(current + 1)}
              aria-label="Next image"
              className="absolute right-3 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-space-950/75 text-white ring-1 ring-white/20 hover:bg-space-950"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        ) : null}
      </div>
      {many ? (
        <ul aria-label="Choose an image" className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {images.map((path, index) => (
            <li key={path}>
              <button
                ref={(el) => {
                  thumbs.current[index] = el;
                }}
                type="button"
                onClick={() => show(index)}
                onKeyDown={(e) => onThumbKey(e, index)}
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-pressed={index === current}
                tabIndex={index === current ? 0 : -1}
                className={`block w-full overflow-hidden rounded-lg ring-2 transition ${
                  index === current ? 'ring-neon-cyan' : 'opacity-70 ring-white/10 hover:opacity-100'
                }`}
              >
                <img
                  src={imageUrl(path, 400)}
                  alt=""
                  width={400}
                  height={267}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-full bg-space-900 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
