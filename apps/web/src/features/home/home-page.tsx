// The home page (spec section 2), in order: hero with the 3D Earth, space pods, marketplace, testimonials.
// On the first screen, so it imports values only from '@astroden/shared/constants' (decision 002).
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Hero } from './components/hero.tsx';
import { MarketplaceSection } from './components/marketplace-section.tsx';
import { PodsSection } from './components/pods-section.tsx';
import { TestimonialsSection } from './components/testimonials-section.tsx';

export default function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <Hero />
      <PodsSection />
      <MarketplaceSection />
      <TestimonialsSection />
    </>
  );
}
