// How many units the cart may hold, and what to tell a shopper who asks for more. The server refuses an
// order over the stock (409) and over the shop's caps per line and per order (400, public settings
// maxUnitsPerLine and maxUnitsPerOrder), so the cart stops there instead of letting them find out at checkout.

export interface CartCaps {
  /** Units of one product an order may hold. */
  perLine: number;
  /** Units an order may hold over all its lines. */
  perOrder: number;
}

/** The most one line may hold: the stock when the cart knows it (old saved carts may not), never over the cap. */
export function lineLimit(stock: number | undefined, caps: CartCaps): number {
  if (stock === undefined) return caps.perLine;
  return Math.max(0, Math.min(stock, caps.perLine));
}

/** Short: "Only 3 available", or the cap per line when that, not the stock, is what stops the add. */
export function availableText(limit: number, caps: CartCaps): string {
  return limit < caps.perLine ? `Only ${limit} available` : `At most ${limit} per order`;
}

/** Said instead of "added to cart" when the stock or the cap per line stops an add short. */
export function limitReachedMessage(name: string, limit: number, added: number, caps: CartCaps): string {
  if (limit === 0) return `${name} is out of stock`;
  const most = limit < caps.perLine ? `Only ${limit} of ${name} available` : `At most ${limit} of ${name} per order`;
  const all = limit === 1 ? 'it is' : `all ${limit} are`;
  if (added === 0) return `${most}, and ${all} already in your cart`;
  return `${most}: added ${added}, so ${all} now in your cart`;
}

/** Said when the cap per order, not the line, stops an add short. */
export function orderCapMessage(name: string, added: number, caps: CartCaps): string {
  const cap = `An order holds at most ${caps.perOrder} items`;
  if (added === 0) return `${cap}, and your cart is full: ${name} was not added`;
  return `${cap}: added ${added} × ${name}, and your cart is now full`;
}
