// The head of every storefront page: title, description, canonical URL, Open Graph and Twitter tags, and
// structured data, from the root loader (origin, brand) and the page's own loader (PageSeo).
import { DEFAULT_PUBLIC_SETTINGS } from '@astroden/shared/constants';
import type { MetaDescriptor } from 'react-router';
import { imageUrl, variantSrcSet } from './images.ts';
import type { PageData, PageSeo } from './route-data.ts';

export const DEFAULT_DESCRIPTION =
  'Space pods and an anime & gaming marketplace: figures, manga, apparel, collectibles and PC parts, priced in rupees.';

export interface RootData extends PageData {
  origin: string;
  brandName: string;
}

interface MetaArgs {
  location: { pathname: string; search: string };
  matches: ({ id: string; loaderData?: unknown } | undefined)[];
  loaderData?: unknown;
}

export function rootData(matches: MetaArgs['matches']): RootData {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  return root ?? { origin: '', brandName: DEFAULT_PUBLIC_SETTINGS.brandName };
}

/** An absolute URL for a path on this site (canonical links and images want one). */
export function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The page's meta tags. `seo` is the static part a page knows without data; the loader's own PageSeo (when there
 * is one) wins. `canonicalSearch` keeps the query parameters that name another page (marketplace filters).
 */
export function pageMeta(args: MetaArgs, seo: PageSeo = {}, canonicalSearch = false): MetaDescriptor[] {
  const { origin, brandName } = rootData(args.matches);
  const page = { ...seo, ...((args.loaderData as PageData | undefined)?.seo ?? {}) };
  const title = page.title ? `${page.title} | ${brandName}` : `${brandName}: Space Pods & Anime Gaming Marketplace`;
  const description = page.description ?? DEFAULT_DESCRIPTION;
  const url = absolute(origin, `${args.location.pathname}${canonicalSearch ? args.location.search : ''}`);
  const image = absolute(origin, page.image ?? '/logo.svg');
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: brandName },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  if (page.lcpImage?.path) {
    const { path, sizes } = page.lcpImage;
    const srcSet = variantSrcSet(path);
    tags.push({
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: imageUrl(path, srcSet ? 800 : 'original'),
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
      fetchPriority: 'high',
    });
  }
  const product = page.product;
  if (product) {
    const availability = product.stock > 0 ? 'InStock' : 'OutOfStock';
    tags.push(
      { property: 'product:price:amount', content: String(product.price) },
      { property: 'product:price:currency', content: 'INR' },
      { property: 'product:availability', content: product.stock > 0 ? 'in stock' : 'out of stock' },
      {
        'script:ld+json': {
          '@context': 'https://schema.org',
          '@type': 'Product',
          '@id': url,
          sku: product.id,
          name: product.name,
          description: product.description,
          category: product.category,
          image: product.images.map((path) => absolute(origin, path)),
          brand: { '@type': 'Brand', name: brandName },
          offers: {
            '@type': 'Offer',
            url,
            price: product.price.toFixed(2),
            priceCurrency: 'INR',
            availability: `https://schema.org/${availability}`,
            itemCondition: 'https://schema.org/NewCondition',
          },
        },
      },
    );
  }
  if (page.breadcrumb) tags.push({ 'script:ld+json': breadcrumbs(origin, page.breadcrumb) });
  return tags;
}

/** A page that only needs the shared tags and its own title and description. */
export const staticMeta =
  (title: string | undefined, description?: string) =>
  (args: MetaArgs): MetaDescriptor[] =>
    pageMeta(args, { title, description });

/**
 * A page no search engine should list (a customer's order, a password reset): its title and description, no
 * canonical link, and robots noindex.
 */
export const noindexMeta =
  (title: string, description?: string) =>
  (args: MetaArgs): MetaDescriptor[] => [
    ...pageMeta(args, { title, description }).filter((tag) => !('tagName' in tag && tag.rel === 'canonical')),
    { name: 'robots', content: 'noindex' },
  ];

/** schema.org BreadcrumbList from (name, path) pairs. */
export function breadcrumbs(origin: string, trail: [string, string][]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: absolute(origin, path),
    })),
  };
}
