// A marketplace product in a grid: fixed-ratio image (no layout shift), name, rupee price, rating,
// stock state and Add to Cart (DESIGN.md decision 9). Used by the home page and the marketplace. The card is one
// link, its name's, stretched over the whole card (Add to Cart sits above it), and its two icons are drawn by the
// stylesheet (styles/icons.ts): a page of cards is rendered by the server on every visit that misses its cache.
import type { ProductCardData } from '../../lib/api/products.ts';
import { useCart } from '../../lib/cart/use-cart.ts';
import { formatRupees } from '../../lib/format.ts';
import { primaryImage } from '../../lib/images.ts';
import { notify } from '../../lib/toast.ts';
import { useScriptControl } from '../../lib/use-hydrated.ts';
import { AppLink } from '../ui/app-link.tsx';
import { ProductImage } from './product-image.tsx';

/** The card's image width in the grids: 4 across on the home page, 3 in the marketplace, 2, then 1. */
export const PRODUCT_CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

export function ProductCard({
  product,
  eager = false,
  priority = false,
}: {
  product: ProductCardData;
  eager?: boolean;
  priority?: boolean;
}) {
  const { addItem } = useCart();
  const control = useScriptControl();
  const outOfStock = product.stock <= 0;
  const href = `/product/${product._id}`;
  return (
    <article className="glass glow-hover group relative flex flex-col overflow-hidden rounded-2xl">
      {/* Screen readers get the name once, from the heading's link; the picture still carries it as alt text. */}
      <div aria-hidden="true" className="overflow-hidden bg-space-900">
        <ProductImage
          path={product.images[0] ?? product.image}
          alt={product.name}
          sizes={PRODUCT_CARD_SIZES}
          eager={eager}
          priority={priority}
          className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium uppercase tracking-wider text-cyan-300">{product.category}</p>
        <h3 className="font-sans text-base font-semibold leading-snug tracking-normal">
          {/* Its ::after covers the card: a click anywhere on it but the button opens the product, and the focus
              ring goes round the card. */}
          <AppLink
            to={href}
            className="hover:text-cyan-200 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-neon-cyan"
          >
            {product.name}
          </AppLink>
        </h3>
        <div className="flex items-center gap-1 text-sm text-amber-200" title={`Rated ${product.rating} out of 5`}>
          <span aria-hidden="true" className="icon-star-filled size-4 text-amber-300" />
          <span>
            <span className="sr-only">Rated </span>
            {product.rating.toFixed(1)}
            <span className="sr-only"> out of 5</span>
          </span>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <p className="text-lg font-semibold text-white">{formatRupees(product.price)}</p>
          {outOfStock ? (
            <span className="text-sm font-medium text-red-300">Out of stock</span>
          ) : (
            <button
              type="button"
              {...control}
              onClick={() => {
                const { added, shortBecause } = addItem({
                  id: product._id,
                  name: product.name,
                  category: product.category,
                  image: primaryImage(product, 400),
                  price: product.price,
                  stock: product.stock,
                });
                if (added > 0) notify.success(`${product.name} added to cart`);
                else notify.warning(shortBecause ?? `${product.name} was not added`);
              }}
              className="relative inline-flex items-center gap-1.5 rounded-lg border border-neon-cyan/50 px-3 py-1.5 text-sm text-cyan-100 hover:bg-neon-cyan/15 aria-busy:cursor-progress aria-busy:opacity-80"
            >
              <span aria-hidden="true" className="icon-shopping-cart size-4" />
              Add to Cart
              <span className="sr-only">: {product.name}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
