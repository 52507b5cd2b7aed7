// How many units one cart line may hold, and what to tell a shopper who asks for more: the server refuses
// an order over stock (409), so the cart stops at the stock instead of letting them find out at checkout.
import { MAX_LINE_QUANTITY } from '@astroden/shared/constants';

/** The stock when the cart knows it (carts saved before it kept stock do not), never over the order line cap. */
export function lineLimit(stock: number | undefined): number {
  if (stock === undefined) return MAX_LINE_QUANTITY;
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}

/** Short: "Only 3 available", or the order line cap when that, not the stock, is what stops the add. */
export function availableText(limit: number): string {
  return limit < MAX_LINE_QUANTITY ? `Only ${limit} available` : `At most ${limit} per order`;
}

/** Said instead of "added to cart" when the stock stops an add short; `added` is what did go in. */
export function limitReachedMessage(name: string, limit: number, added: number): string {
  if (limit === 0) return `${name} is out of stock`;
  const most =
    limit < MAX_LINE_QUANTITY ? `Only ${limit} of ${name} available` : `At most ${limit} of ${name} per order`;
  const all = limit === 1 ? 'it is' : `all ${limit} are`;
  if (added === 0) return `${most}, and ${all} already in your cart`;
  return `${most}: added ${added}, so ${all} now in your cart`;
}
