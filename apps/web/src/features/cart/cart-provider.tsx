// The cart (spec section 3, DESIGN.md decision 5): kept in localStorage so it survives a reload, and each
// line held to the stock the shop last reported for it, as the server refuses an order over stock.
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { lineLimit } from './cart-limits.ts';

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

/** What an add did: `added` can be less than asked (0 when the line is full); `limit` is the most it holds. */
export interface AddResult {
  added: number;
  limit: number;
}

export interface CartState {
  items: CartItem[];
  count: number;
  subtotal: number;
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
  if (!isCount(stock)) return line;
  return { ...line, stock, quantity: Math.max(1, Math.min(line.quantity, lineLimit(stock))) };
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

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>(readStoredCart);
  // The latest lines, so two adds in one tick (a double click) each see the other and addItem can say
  // at once how many went in.
  const latest = useRef(items);
  const commit = useCallback((next: CartItem[]) => {
    latest.current = next;
    setItems(next);
  }, []);

  useEffect(() => {
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // storage full or blocked: the cart still works for this visit
    }
  }, [items]);

  const addItem = useCallback(
    (item: Omit<CartItem, 'quantity'>, quantity = 1): AddResult => {
      const current = latest.current;
      const existing = current.find((i) => i.id === item.id);
      // The item just offered carries the freshest stock; an old line without one learns it here.
      const stock = item.stock ?? existing?.stock;
      const limit = lineLimit(stock);
      const had = existing?.quantity ?? 0;
      const added = Math.max(0, Math.min(Math.floor(quantity), limit - had));
      if (existing) {
        // A line over a stock that has since fallen comes down to it (never below 1: removing is the shopper's call).
        const line = { ...existing, quantity: Math.min(had + added, Math.max(1, limit)) };
        if (stock !== undefined) line.stock = stock;
        commit(current.map((i) => (i.id === item.id ? line : i)));
      } else if (added > 0) {
        commit([...current, { ...item, quantity: added }]);
      }
      return { added, limit };
    },
    [commit],
  );
  const removeItem = useCallback((id: string) => commit(latest.current.filter((i) => i.id !== id)), [commit]);
  const setQuantity = useCallback(
    (id: string, quantity: number) =>
      commit(
        latest.current.map((i) =>
          i.id === id ? { ...i, quantity: Math.max(1, Math.min(Math.floor(quantity), lineLimit(i.stock))) } : i,
        ),
      ),
    [commit],
  );
  const clear = useCallback(() => commit([]), [commit]);

  const value = useMemo<CartState>(
    () => ({
      items,
      count: items.reduce((n, i) => n + i.quantity, 0),
      subtotal: Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100,
      addItem,
      removeItem,
      setQuantity,
      clear,
    }),
    [items, addItem, removeItem, setQuantity, clear],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
