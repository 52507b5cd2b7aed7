// The first screen: the brand, its promise, two ways in, and the planet. The words and buttons never wait
// for the 3D globe, which brings its own chunk later.
import { Rocket, ShoppingBag, Sparkles } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { usePublicSettings } from '../../../lib/use-public-settings.ts';
import { EarthShowcase } from '../earth/earth-showcase.tsx';

export const HERO_SUBHEADING = 'Your Anime & Gaming Protocol';
export const HERO_TAGLINE =
  'Dock in a private pod for an all-night raid, then stock your cargo hold with figures, manga, gear and PC parts picked by fellow explorers. Mission control is open.';

export function Hero() {
  const { brandName } = usePublicSettings();
  return (
    <section
      aria-labelledby="hero-heading"
      className="mx-auto max-w-7xl px-4 pt-8 pb-4 sm:px-6 sm:pb-8 lg:px-8 lg:pt-16 lg:pb-20"
    >
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-8">
        <div className="text-center lg:text-left">
          <p className="glass mb-6 inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-xs font-medium uppercase tracking-[0.2em] text-cyan-200 sm:text-sm">
            <Sparkles aria-hidden="true" className="size-4 text-violet-300" />
            Anime · Gaming · Space Pods
          </p>
          <h1
            id="hero-heading"
            className="break-words bg-gradient-to-r from-cyan-200 via-white to-violet-300 bg-clip-text pb-2 text-5xl leading-tight font-bold text-transparent sm:text-6xl xl:text-7xl forced-colors:bg-none forced-colors:text-[CanvasText]"
          >
            {brandName}
          </h1>
          <p className="mt-3 font-display text-lg tracking-wide text-cyan-200 sm:text-2xl">{HERO_SUBHEADING}</p>
          <p className="mx-auto mt-6 max-w-xl text-base leading-relaxed text-slate-300 sm:text-lg lg:mx-0">
            {HERO_TAGLINE}
          </p>
          <div className="mt-8 flex flex-col items-stretch gap-4 sm:flex-row sm:items-center sm:justify-center lg:justify-start">
            <ButtonLink to="/space-pods" size="lg" className="shadow-[0_0_28px_-6px_rgba(34,211,238,0.7)]">
              <Rocket aria-hidden="true" className="size-5" />
              Ready to lift off
            </ButtonLink>
            <ButtonLink to="/marketplace" variant="secondary" size="lg">
              <ShoppingBag aria-hidden="true" className="size-5" />
              Visit Marketplace
            </ButtonLink>
          </div>
        </div>
        <EarthShowcase />
      </div>
    </section>
  );
}
