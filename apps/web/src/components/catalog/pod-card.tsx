// A space pod in a grid: Coming Soon overlay, name, description, first 3 features, category and
// a View Details label; links to the pod's own page (DESIGN.md decision 4).

import type { Pod } from '@astroden/shared';
import { POD_MESSAGES } from '@astroden/shared/constants';
import { ArrowRight } from 'lucide-react';
import { AppLink } from '../ui/app-link.tsx';
import { ProductImage } from './product-image.tsx';

export type PodCardData = Pick<
  Pod,
  '_id' | 'name' | 'description' | 'shortDescription' | 'features' | 'category' | 'images' | 'image'
>;

interface PodCardProps {
  pod: PodCardData;
  eager?: boolean;
  /** The page's largest image (see ProductImage). */
  priority?: boolean;
  /** The level under the page's own headings: 3 below a section's h2 (home), 2 right under the h1 (/space-pods). */
  headingLevel?: 2 | 3;
}

export const POD_CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function PodCard({ pod, eager = false, priority = false, headingLevel = 3 }: PodCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <AppLink
      to={`/space-pods/${pod._id}`}
      className="glass glow-hover group flex flex-col overflow-hidden rounded-2xl focus-visible:outline-2 focus-visible:outline-neon-cyan"
    >
      {/* Hidden from screen readers: the whole card is one link, and its text already says the name (the
          heading) and Coming Soon (the badge); the picture and the hover overlay would only repeat them. */}
      <div aria-hidden="true" className="relative overflow-hidden bg-space-900">
        <ProductImage
          path={pod.images[0] ?? pod.image}
          alt={pod.name}
          sizes={POD_CARD_SIZES}
          eager={eager}
          priority={priority}
          width={600}
          height={400}
          className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <div className="absolute inset-0 flex items-center justify-center bg-space-950/70 opacity-0 backdrop-blur-[2px] transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100">
          <span className="font-display text-xl tracking-widest text-cyan-200">{POD_MESSAGES.comingSoon}</span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {/* The badge sits here, not on the picture, where it would cover the art (planets sit in either corner). */}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {pod.category ? (
            <p className="text-xs font-medium uppercase tracking-wider text-violet-300">{pod.category}</p>
          ) : null}
          <span className="ml-auto rounded-full bg-violet-600 px-2.5 py-0.5 text-xs font-semibold text-white">
            {POD_MESSAGES.comingSoon}
          </span>
        </div>
        <Heading className="text-lg">{pod.name}</Heading>
        <p className="line-clamp-3 text-sm text-slate-300">{pod.shortDescription || pod.description}</p>
        {pod.features.length > 0 ? (
          <ul className="space-y-1 text-sm text-slate-200">
            {pod.features.slice(0, 3).map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <span aria-hidden="true" className="icon-sparkles mt-0.5 size-4 text-cyan-300" />
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
        <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-cyan-300">
          View Details <ArrowRight aria-hidden="true" className="size-4" />
        </span>
      </div>
    </AppLink>
  );
}
