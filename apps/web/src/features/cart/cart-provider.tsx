// The cart (spec section 3, DESIGN.md decision 5): kept in localStorage so it survives a reload, each line
// held to the stock the shop last reported for it and to the cap per line, and the whole cart to the cap per
// order (DESIGN.md decision 10), as the server refuses an order over any of them.
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePublicSettings } from '../settings/use-public-settings.ts';
import { type CartCaps, limitReachedMessage, lineLimit, orderCapMessage } from './cart-limits.ts';

export interface CartItem {
  id: string;
  name: string;
  category: string;
  image: string;
  price: number;
  quantity: number;
  /** Units in stock when the item was last added; missing in carts saved before the cart kept it. */
  stock?: number;
}

/** What an add did: `added` can be less than asked; then `shortBecause` says why, for the shopper. */
export interface AddResult {
  added: number;
  /** The most the line holds (stock and cap per line). */
  limit: number;
  shortBecause?: string;
}

export interface CartState {
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

export const CART_STORAGE_KEY = 'cart';
export const CartContext = createContext<CartState | null>(null);

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** A stored line as the cart holds it, or null when it is not one (hand-edited or from an old format). */
function storedLine(raw: unknown): CartItem | null {
  const i = raw as Partial<CartItem> | null;
  if (typeof i?.id !== 'string' || typeof i.name !== 'string' || typeof i.price !== 'number') return null;
  if (!isCount(i.quantity) || i.quantity < 1) return null;
  const { stock, ...line } = i as CartItem;
  return isCount(stock) ? { ...line, stock } : line;
}

function readStoredCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.map(storedLine).filter((i): i is CartItem => i !== null);
  } catch {
    return [];
  }
}

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
  // Empty in the server render and the first browser render (they must agree); the saved cart right after.
  const [stored, setItems] = useState<CartItem[]>([]);
  const [restored, setRestored] = useState(false);
  // A saved cart, or one filled before the shop lowered its caps, is shown within the caps of today.
  const items = useMemo(() => withinCaps(stored, caps), [stored, caps]);
  // The latest lines, so two adds in one tick (a double click) each see the other and addItem can say
  // at once how many went in.
  const latest = useRef(items);
  latest.current = items;
  const commit = useCallback((next: CartItem[]) => {
    latest.current = next;
    setItems(next);
  }, []);
  useEffect(() => {
    const saved = readStoredCart();
    if (saved.length > 0) {
      latest.current = saved;
      setItems(saved);
    }
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // storage full or blocked: the cart still works for this visit
    }
  }, [items, restored]);

  const addItem = useCallback(
    (item: Omit<CartItem, 'quantity'>, quantity = 1): AddResult => {
      const current = latest.current;
      const existing = current.find((i) => i.id === item.id);
      // The item just offered carries the freshest stock; an old line without one learns it here.
      const stock = item.stock ?? existing?.stock;
      const limit = lineLimit(stock, caps);
      const had = existing?.quantity ?? 0;
      const room = caps.perOrder - current.reduce((n, i) => n + i.quantity, 0);
      const wanted = Math.floor(quantity);
      const byLine = Math.max(0, limit - had);
      const added = Math.max(0, Math.min(wanted, byLine, room));
      if (existing) {
        // A line over a stock that has since fallen comes down to it (never below 1: removing is the shopper's call).
        const line = { ...existing, quantity: Math.min(had + added, Math.max(1, limit)) };
        if (stock !== undefined) line.stock = stock;
        commit(current.map((i) => (i.id === item.id ? line : i)));
      } else if (added > 0) {
        commit([...current, { ...item, quantity: added }]);
      }
      if (added === wanted) return { added, limit };
      const shortBecause =
        byLine <= room ? limitReachedMessage(item.name, limit, added, caps) : orderCapMessage(item.name, added, caps);
      return { added, limit, shortBecause };
    },
    [commit, caps],
  );
  const removeItem = useCallback((id: string) => commit(latest.current.filter((i) => i.id !== id)), [commit]);
  const setQuantity = useCallback(
    (id: string, quantity: number) => {
      const current = latest.current;
      const others = current.reduce((n, i) => (i.id === id ? n : n + i.quantity), 0);
      const most = (stock: number | undefined) => Math.min(lineLimit(stock, caps), caps.perOrder - others);
      commit(
        current.map((i) =>
          i.id === id ? { ...i, quantity: Math.max(1, Math.min(Math.floor(quantity), most(i.stock))) } : i,
        ),
      );
    },
    [commit, caps],
  );
  const clear = useCallback(() => commit([]), [commit]);

  const value = useMemo<CartState>(() => {
    const count = items.reduce((n, i) => n + i.quantity, 0);
    return {
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
  }, [items, caps, addItem, removeItem, setQuantity, clear]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
