// Product detail (/product/:id): gallery, facts, WhatsApp and Add to Cart; 'Product Not Found' on failure.
import type { Product } from '@astroden/shared';
import { PRODUCT_MESSAGES } from '@astroden/shared/constants';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ImageGallery } from '../../components/catalog/image-gallery.tsx';
import { ItemNotFound } from '../../components/catalog/item-not-found.tsx';
import { productQuery } from '../../lib/api/products.ts';
import { formatRupees } from '../../lib/format.ts';
import { GALLERY_SIZES } from '../../lib/images.ts';
import { clientPageData, isMissing, type PageResult, serverPageData } from '../../lib/route-data.ts';
import { pageMeta } from '../../lib/seo.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Route } from './+types/product-page.ts';
import { ProductPurchase } from './components/product-purchase.tsx';

function galleryImages(product: Product): string[] {
  if (product.images.length > 0) return product.images;
  return product.image ? [product.image] : [];
}

const prefetchProduct =
  (id: string) =>
  async (client: QueryClient): Promise<PageResult> => {
    try {
      const p = await client.fetchQuery(productQuery(id));
      return {
        seo: {
          title: p.name,
          description: p.description.replace(/\s+/g, ' ').slice(0, 155),
          image: galleryImages(p)[0],
          lcpImage: { path: galleryImages(p)[0], sizes: GALLERY_SIZES },
          type: 'product',
          product: {
            id: p._id,
            name: p.name,
            description: p.description,
            category: p.category,
            images: galleryImages(p),
            price: p.price,
            stock: p.stock,
          },
          breadcrumb: [
            ['Home', '/'],
            ['Marketplace', '/marketplace'],
            [p.category, `/marketplace/${encodeURIComponent(p.category)}`],
            [p.name, `/product/${p._id}`],
          ],
        },
      };
    } catch (error) {
      if (isMissing(error)) return { notFound: true, seo: { title: PRODUCT_MESSAGES.notFoundTitle } };
      return {};
    }
  };

export const loader = ({ params }: Route.LoaderArgs) => serverPageData(prefetchProduct(params.id));
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => clientPageData(prefetchProduct(params.id));
export const meta: Route.MetaFunction = (args) => pageMeta(args);

function ProductSkeleton() {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-2">
      <span className="sr-only">Loading product...</span>
      <div aria-hidden="true" className="aspect-square w-full animate-pulse rounded-2xl bg-space-800/80" />
      <div aria-hidden="true" className="flex flex-col gap-4">
        <div className="h-4 w-1/4 rounded bg-space-800" />
        <div className="h-9 w-3/4 rounded bg-space-800" />
        <div className="h-7 w-1/3 rounded bg-space-800" />
        <div className="h-24 w-full rounded bg-space-800/70" />
      </div>
    </div>
  );
}

function Facts({ product }: { product: Product }) {
  const { dimensions, weight } = product;
  if (!dimensions && weight === null) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl border border-white/10 bg-space-900/60 p-4 text-sm">
      {dimensions ? (
        <div>
          <dt className="text-slate-400">Dimensions</dt>
          <dd className="font-medium text-slate-100">
            {dimensions.length} x {dimensions.width} x {dimensions.height} cm
          </dd>
        </div>
      ) : null}
      {weight !== null ? (
        <div>
          <dt className="text-slate-400">Weight</dt>
          <dd className="font-medium text-slate-100">{weight} kg</dd>
        </div>
      ) : null}
    </dl>
  );
}

export default function ProductPage({ params: { id }, loaderData }: Route.ComponentProps) {
  const notFound = loaderData?.notFound;
  const product = useQuery({ ...productQuery(id), enabled: !notFound });
  const missing = notFound || product.isError;
  usePageTitle(product.data?.name ?? (missing ? PRODUCT_MESSAGES.notFoundTitle : 'Product'));

  let body: ReactNode;
  if (missing)
    body = (
      <ItemNotFound
        title={PRODUCT_MESSAGES.notFoundTitle}
        message="This product may have been removed or the link is wrong."
        backTo="/marketplace"
        backLabel="Back to Marketplace"
      />
    );
  else if (product.isPending) body = <ProductSkeleton />;
  else {
    const p = product.data;
    body = (
      <article className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <ImageGallery key={p._id} images={galleryImages(p)} name={p.name} label="Product images" shape="square" />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <div>
            <Link
              to={`/marketplace/${encodeURIComponent(p.category)}`}
              className="text-sm font-semibold uppercase tracking-wider text-cyan-300 hover:underline"
            >
              {p.category}
            </Link>
            <h1 className="mt-2 break-words text-2xl leading-tight text-white sm:text-3xl">{p.name}</h1>
            <div className="mt-2 flex items-center gap-1 text-sm text-amber-200">
              <span aria-hidden="true" className="icon-star-filled size-4 text-amber-300" />
              <span>
                <span className="sr-only">Rated </span>
                {p.rating.toFixed(1)}
                <span className="sr-only"> out of 5</span>
              </span>
            </div>
          </div>
          <p className="text-3xl font-semibold text-white">{formatRupees(p.price)}</p>
          {/* Buying comes right after the price, so both ways to buy are in view without scrolling. */}
          <div className="border-y border-white/10 py-5">
            <ProductPurchase key={p._id} product={p} />
          </div>
          <p className="whitespace-pre-line leading-relaxed text-slate-200">{p.description}</p>
          <Facts product={p} />
          {p.features.length > 0 ? (
            <section aria-labelledby="product-features">
              <h2 id="product-features" className="mb-3 text-lg text-white">
                Key Features
              </h2>
              <ul className="space-y-2">
                {p.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-slate-200">
                    <span aria-hidden="true" className="icon-sparkles mt-1 size-4 text-cyan-300" />
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </article>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      {/* The not-found block has its own way back. */}
      {missing ? null : (
        <Link
          to="/marketplace"
          className="mb-6 inline-flex items-center gap-1 text-sm text-slate-300 hover:text-cyan-200"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Marketplace
        </Link>
      )}
      {body}
    </div>
  );
}
