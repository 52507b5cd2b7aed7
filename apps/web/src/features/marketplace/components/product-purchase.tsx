// Buying from the product page: the WhatsApp chat link (spec) and Add to Cart with a quantity
// (DESIGN.md decision 9), bounded by the stock less what is already in the cart.
import type { Product } from '@astroden/shared';
import { stockLevel } from '@astroden/shared/constants';
import { MessageCircle, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { availableText } from '../../../lib/cart/cart-limits.ts';
import { useCart } from '../../../lib/cart/use-cart.ts';
import { primaryImage } from '../../../lib/images.ts';
import { notify } from '../../../lib/toast.ts';
import { usePublicSettings } from '../../../lib/use-public-settings.ts';
import { whatsappHref } from '../whatsapp.ts';

function StockState({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  if (level === 'out') return <p className="font-semibold text-red-300">Out of stock</p>;
  if (level === 'low') return <p className="font-semibold text-amber-200">Only {stock} left in stock</p>;
  return <p className="font-semibold text-emerald-300">In stock</p>;
}

export function ProductPurchase({ product }: { product: Product }) {
  const settings = usePublicSettings();
  const { items, addItem, caps, room, lineLimit } = useCart();
  const inCart = items.find((i) => i.id === product._id)?.quantity ?? 0;
  const limit = lineLimit(product.stock);
  const available = Math.max(0, Math.min(limit - inCart, room));
  const [quantity, setQuantity] = useState(1);
  const chosen = Math.min(quantity, Math.max(1, available));
  // Why nothing more can go in: this product's own limit, or the whole cart's.
  const fullText =
    limit - inCart <= room
      ? availableText(limit, caps)
      : `Your cart holds the most an order may (${caps.perOrder} items)`;

  const add = () => {
    const { added, shortBecause } = addItem(
      {
        id: product._id,
        name: product.name,
        category: product.category,
        image: primaryImage(product, 400),
        price: product.price,
        stock: product.stock,
      },
      chosen,
    );
    if (added === chosen) notify.success(`${chosen} × ${product.name} added to cart`);
    else notify.warning(shortBecause ?? `${product.name} was not added`);
    setQuantity(1);
  };

  return (
    <div className="flex flex-col gap-4">
      <StockState stock={product.stock} />
      {product.stock > 0 ? (
        <div className="flex items-center gap-3">
          <QuantityStepper value={chosen} onChange={setQuantity} min={1} max={available} disabled={available === 0} />
          <Button size="lg" onClick={add} disabled={available === 0} className="flex-1 sm:flex-none">
            <ShoppingCart aria-hidden="true" className="size-5" />
            Add to Cart
          </Button>
        </div>
      ) : (
        <Button variant="secondary" size="lg" disabled className="w-full sm:w-auto sm:self-start">
          <ShoppingCart aria-hidden="true" className="size-5" />
          Add to Cart
        </Button>
      )}
      <noscript>
        <p className="text-sm text-slate-300">The cart needs JavaScript: turn it on, or buy on WhatsApp below.</p>
      </noscript>
      {inCart > 0 ? (
        <p className="text-sm text-slate-300">
          {inCart} in your cart.{available === 0 ? ` ${fullText}.` : ''}{' '}
          <Link to="/cart" className="font-medium text-cyan-300 underline-offset-4 hover:underline">
            View cart
          </Link>
        </p>
      ) : null}
      <a
        href={whatsappHref(product, settings)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-whatsapp px-6 py-3 font-semibold text-space-950 transition hover:brightness-110 sm:w-auto sm:self-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-whatsapp"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        Buy Now on WhatsApp
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
