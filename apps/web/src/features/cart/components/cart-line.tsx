import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { availableText } from '../../../lib/cart/cart-limits.ts';
import type { CartItem } from '../../../lib/cart/cart-provider.tsx';
import { useCart } from '../../../lib/cart/use-cart.ts';
import { formatRupees } from '../../../lib/format.ts';
import { srcSetOfVariant } from '../../../lib/images.ts';

interface CartLineProps {
  item: CartItem;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

/**
 * One cart line: image, name, category, unit price, quantity stepper (up to the stock, the cap per line and
 * what the cap per order leaves), line total and remove.
 */
export function CartLine({ item, onQuantity, onRemove }: CartLineProps) {
  const { caps, room, lineLimit } = useCart();
  const limit = lineLimit(item.stock);
  const most = Math.min(limit, item.quantity + room);
  return (
    // Phones: image | name, price | remove, with the quantity and line total on a second row beside the image.
    // From sm up everything sits on one row, the remove button last.
    <li className="glass grid grid-cols-[5rem_minmax(0,1fr)_auto] items-start gap-x-4 gap-y-3 rounded-2xl p-4 sm:grid-cols-[6rem_minmax(0,1fr)_auto_auto_auto] sm:items-center">
      <Link to={`/product/${item.id}`} tabIndex={-1} aria-hidden="true" className="row-span-2 sm:row-span-1">
        <img
          src={item.image}
          srcSet={srcSetOfVariant(item.image)}
          sizes={srcSetOfVariant(item.image) ? '96px' : undefined}
          alt={item.name}
          width={96}
          height={96}
          loading="lazy"
          className="aspect-square w-full rounded-lg bg-space-900 object-cover"
        />
      </Link>
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wider text-cyan-300">{item.category}</p>
        <h3 className="font-sans text-base font-semibold tracking-normal">
          <Link to={`/product/${item.id}`} className="break-words hover:text-cyan-200">
            {item.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-300">
          {formatRupees(item.price)} <span className="text-slate-400">each</span>
        </p>
        {/* Always in the page, so reaching the limit with "+" is announced, not only shown. */}
        <output className="block text-sm font-medium text-amber-200">
          {item.stock === 0
            ? 'Out of stock'
            : item.quantity >= limit
              ? availableText(limit, caps)
              : item.quantity >= most
                ? `An order holds at most ${caps.perOrder} items`
                : null}
        </output>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${item.name} from cart`}
        className="-mr-2 -mt-2 justify-self-end rounded-lg p-2 text-slate-300 transition-colors hover:bg-red-500/15 hover:text-red-300 sm:order-last sm:m-0"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
      <div className="col-span-2 col-start-2 flex items-center justify-between gap-3 sm:contents">
        <QuantityStepper
          size="sm"
          value={item.quantity}
          onChange={onQuantity}
          min={1}
          max={most}
          label={`Quantity of ${item.name}`}
        />
        <p className="text-right font-semibold text-white sm:min-w-24">
          <span className="sr-only">Line total: </span>
          {formatRupees(item.price * item.quantity)}
        </p>
      </div>
    </li>
  );
}
