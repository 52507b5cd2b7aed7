// The marketplace results: skeletons while loading, then a grid of product cards.
import { ProductCard } from '../../../components/catalog/product-card.tsx';
import type { ProductCardData } from '../../../lib/api/products.ts';

const grid = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" className={grid}>
      <span className="sr-only">Loading products...</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          key={i}
          aria-hidden="true"
          data-testid="product-skeleton"
          className="glass flex flex-col overflow-hidden rounded-2xl"
        >
          <div className="aspect-square w-full animate-pulse bg-space-800 motion-reduce:animate-none" />
          <div className="flex flex-col gap-3 p-4">
            <div className="h-3 w-1/3 rounded bg-space-700/80" />
            <div className="h-4 w-3/4 rounded bg-space-700/80" />
            <div className="h-3 w-1/4 rounded bg-space-700/80" />
            <div className="mt-2 h-8 w-full rounded bg-space-700/60" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ProductGrid({ products, busy }: { products: ProductCardData[]; busy: boolean }) {
  return (
    <ul aria-busy={busy} className={`${grid} transition-opacity ${busy ? 'opacity-60' : ''}`}>
      {products.map((product, i) => (
        <li key={product._id} className="flex [&>article]:w-full">
          <ProductCard product={product} eager={i < 3} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
