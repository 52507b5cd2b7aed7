// The cart (spec section 3, DESIGN.md decision 5): kept in localStorage so it survives a reload, each line
// held to the stock the shop last reported for it and to the cap per line, and the whole cart to the cap per
// order (DESIGN.md decision 10), as the server refuses an order over any of them.
import { createContext, type ReactNode, useCallback, useMemo, useSyncExternalStore } from 'react';
import { usePublicSettings } from '../use-public-settings.ts';
import { type CartCaps, limitReachedMessage, lineLimit, orderCapMessage } from './cart-limits.ts';
import { type CartItem, readCart, serverCart, subscribeCart, updateCart } from './cart-store.ts';

export { CART_STORAGE_KEY, type CartItem } from './cart-store.ts';

/** What an add did: `added` can be less than asked; then `shortBecause` says why, for the shopper. */
export interface AddResult {
  added: number;
  /** The most the line holds (stock and cap per line). */
  limit: number;
  shortBecause?: string;
}

export interface CartState {
  /** False until the browser has read the saved cart (the server render, and hydration): show it as loading. */
  ready: boolean;
  items: CartItem[];
  count: number;
  subtotal: number;
  caps: CartCaps;
  /** Units that may still go in before the cart reaches the cap per order. */
  room: number;
  /** The most a line of a product with this stock may hold. */
  lineLimit(stock: number | undefined): number;
  addItem(item: Omit<CartItem, 'quantity'>, quantity?: number): AddResult;
  removeItem(id: string): void;
  setQuantity(id: string, quantity: number): void;
  clear(): void;
}

export const CartContext = createContext<CartState | null>(null);

/** A change that tells the caller nothing. */
const toLines = (items: CartItem[]) => ({ items, result: undefined });

/**
 * Lines within the caps as they are now: each to its stock and the cap per line (never below 1: removing
 * is the shopper's call), then the whole cart to the cap per order, taking from the last lines added.
 */
function withinCaps(items: CartItem[], caps: CartCaps): CartItem[] {
  let left = caps.perOrder;
  const held = items.map((item) => {
    const quantity = Math.max(1, Math.min(item.quantity, lineLimit(item.stock, caps), left));
    left = Math.max(0, left - quantity);
    return quantity === item.quantity ? item : { ...item, quantity };
  });
  return held.some((line, i) => line !== items[i]) ? held : items;
}

export function CartProvider({ children }: { children: ReactNode }) {
  const { maxUnitsPerLine, maxUnitsPerOrder } = usePublicSettings();
  const caps = useMemo<CartCaps>(
    () => ({ perLine: maxUnitsPerLine, perOrder: maxUnitsPerOrder }),
    [maxUnitsPerLine, maxUnitsPerOrder],
  );
  const stored = useSyncExternalStore(subscribeCart, readCart, serverCart);
  // A saved cart, or one filled before the shop lowered its caps, is shown within the caps of today.
  const items = useMemo(() => withinCaps(stored ?? [], caps), [stored, caps]);

  // Each change starts from the cart as stored at that moment (two adds in one tick each see the other).
  const addItem = useCallback(
    (item: Omit<CartItem, 'quantity'>, quantity = 1): AddResult =>
      updateCart<AddResult>((saved) => {
        const current = withinCaps(saved, caps);
        const existing = current.find((i) => i.id === item.id);
        // The item just offered carries the freshest stock; an old line without one learns it here.
        const stock = item.stock ?? existing?.stock;
        const limit = lineLimit(stock, caps);
        const had = existing?.quantity ?? 0;
        const room = caps.perOrder - current.reduce((n, i) => n + i.quantity, 0);
        const wanted = Math.floor(quantity);
        const byLine = Math.max(0, limit - had);
        const added = Math.max(0, Math.min(wanted, byLine, room));
        let next = current;
        if (existing) {
          // A line over a stock that has since fallen comes down to it (never below 1: removing is the shopper's call).
          const line = { ...existing, quantity: Math.min(had + added, Math.max(1, limit)) };
          if (stock !== undefined) line.stock = stock;
          next = current.map((i) => (i.id === item.id ? line : i));
        } else if (added > 0) {
          next = [...current, { ...item, quantity: added }];
        }
        if (added === wanted) return { items: next, result: { added, limit } };
        const shortBecause =
          byLine <= room ? limitReachedMessage(item.name, limit, added, caps) : orderCapMessage(item.name, added, caps);
        return { items: next, result: { added, limit, shortBecause } };
      }),
    [caps],
  );
  const removeItem = useCallback(
    (id: string) =>
      updateCart((saved) => toLines(saved.some((i) => i.id === id) ? saved.filter((i) => i.id !== id) : saved)),
    [],
  );
  const setQuantity = useCallback(
    (id: string, quantity: number) =>
      updateCart((saved) => {
        const current = withinCaps(saved, caps);
        const others = current.reduce((n, i) => (i.id === id ? n : n + i.quantity), 0);
        const most = (stock: number | undefined) => Math.min(lineLimit(stock, caps), caps.perOrder - others);
        const next = current.map((i) =>
          i.id === id ? { ...i, quantity: Math.max(1, Math.min(Math.floor(quantity), most(i.stock))) } : i,
        );
        return toLines(next);
      }),
    [caps],
  );
  const clear = useCallback(() => updateCart((saved) => toLines(saved.length ? [] : saved)), []);

  const value = useMemo<CartState>(() => {
    const count = items.reduce((n, i) => n + i.quantity, 0);
    return {
      ready: stored !== null,
      items,
      count,
      subtotal: Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100,
      caps,
      room: Math.max(0, caps.perOrder - count),
      lineLimit: (stock) => lineLimit(stock, caps),
      addItem,
      removeItem,
      setQuantity,
      clear,
    };
  }, [stored, items, caps, addItem, removeItem, setQuantity, clear]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
