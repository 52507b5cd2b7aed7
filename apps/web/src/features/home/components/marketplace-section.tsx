// Space-Themed Marketplace: category chips (All plus the shop's categories, blank names hidden, the
// built-in list if the call fails), four products for the chosen chip, and the way to the full shop.
import { FALLBACK_CATEGORIES, PAGE_SIZES, PRODUCT_MESSAGES } from '@astroden/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ProductCard } from '../../../components/catalog/product-card.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { SkeletonCard } from '../../../components/ui/states.tsx';
import { categoriesQuery, productCardsQuery } from '../../../lib/api/products.ts';
import { ALL_CATEGORIES, CategoryChips, HOME_MARKET_ANCHOR } from './category-chips.tsx';
import { SectionHeading } from './section-heading.tsx';

function useHomeCategories() {
  const { data, isError, isPending } = useQuery(categoriesQuery());
  if (isError) return { categories: FALLBACK_CATEGORIES, isPending: false };
  return { categories: (data ?? []).filter((category) => category.name.trim() !== ''), isPending };
}

/** The chip in the URL (?category=), as the home page's loader reads it. */
export function homeCategory(params: URLSearchParams): string | undefined {
  const name = params.get('category')?.trim();
  return name && name.toLowerCase() !== ALL_CATEGORIES ? name : undefined;
}

/** The four products the section shows for a chip (or All). */
export const homeProductsQuery = (category: string | undefined) =>
  productCardsQuery({ limit: PAGE_SIZES.homeProducts, category });

export function MarketplaceSection() {
  const { categories, isPending: categoriesPending } = useHomeCategories();
  const [params] = useSearchParams();
  const category = homeCategory(params);
  const { data, isPending, isPlaceholderData } = useQuery(homeProductsQuery(category));
  const products = data?.data.slice(0, PAGE_SIZES.homeProducts) ?? [];

  return (
    <section
      id={HOME_MARKET_ANCHOR}
      aria-labelledby="home-market-heading"
      className="mx-auto max-w-7xl scroll-mt-16 px-4 py-16 sm:px-6 lg:px-8"
    >
      <SectionHeading id="home-market-heading" eyebrow="Supplies for every mission" title="Space-Themed Marketplace">
        Figures, manga, apparel, collectibles and PC parts, hand-picked for anime fans and gamers.
      </SectionHeading>

      <CategoryChips categories={categories} loading={categoriesPending} selected={category ?? ALL_CATEGORIES} />

      {isPending ? (
        <div role="status" aria-label="Loading products" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: PAGE_SIZES.homeProducts }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <SkeletonCard key={i} className="aspect-[2/3]" />
          ))}
        </div>
      ) : products.length === 0 ? (
        <div className="glass mx-auto max-w-2xl rounded-2xl px-6 py-10 text-center">
          <h3 className="text-xl text-white">{PRODUCT_MESSAGES.noneFound}</h3>
          <p className="mt-2 text-slate-300">New cargo lands often: check back soon or browse the whole marketplace.</p>
        </div>
      ) : (
        <ul
          aria-busy={isPlaceholderData}
          className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-4 ${isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {products.map((product) => (
            <li key={product._id} className="grid">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-10 flex justify-center">
        <ButtonLink to="/marketplace" variant="secondary" size="lg">
          Browse Marketplace
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
    </section>
  );
}
