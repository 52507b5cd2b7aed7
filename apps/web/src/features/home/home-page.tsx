// The home page (spec section 2), in order: hero with the 3D Earth, space pods, marketplace, testimonials.
// On the first screen, so it imports values only from '@astroden/shared/constants' (decision 002).
import { PAGE_SIZES } from '@astroden/shared/constants';
import { podListQuery } from '../../lib/api/pods.ts';
import { categoriesQuery } from '../../lib/api/products.ts';
import { clientPageData, type Prefetch, serverPageData } from '../../lib/route-data.ts';
import { pageMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Route } from './+types/home-page.ts';
import { Hero } from './components/hero.tsx';
import { homeCategory, homeProductsQuery, MarketplaceSection } from './components/marketplace-section.tsx';
import { PodsSection } from './components/pods-section.tsx';
import { TestimonialsSection } from './components/testimonials-section.tsx';

// The sections' own queries (pods, the chosen chip's products, categories): rendered with their data.
const prefetchHome =
  ({ url }: Route.LoaderArgs | Route.ClientLoaderArgs): Prefetch =>
  async (client) => {
    const category = homeCategory(url.searchParams);
    await Promise.all([
      client.prefetchQuery(podListQuery({ limit: PAGE_SIZES.homePods })),
      client.prefetchQuery(homeProductsQuery(category)),
      client.prefetchQuery(categoriesQuery()),
    ]);
    return undefined;
  };

export const loader = (args: Route.LoaderArgs) => serverPageData(prefetchHome(args));
export const clientLoader = (args: Route.ClientLoaderArgs) => clientPageData(prefetchHome(args));
export const meta: Route.MetaFunction = (args) => pageMeta(args);
/** The query parameters the page reads (the server keeps one rendered page per set of them). */
export const handle = { query: ['category'] };

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
