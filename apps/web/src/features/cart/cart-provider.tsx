// The cart (spec section 3, DESIGN.md decision 5): kept in localStorage so it survives a reload.
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';

export interface CartItem {
  id: string;
  name: string;
  category: string;
  image: string;
  price: number;
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  count: number;
  subtotal: number;
  addItem(item: Omit<CartItem, 'quantity'>, quantity?: number): void;
  removeItem(id: string): void;
  setQuantity(id: string, quantity: number): void;
  clear(): void;
}

export const CART_STORAGE_KEY = 'cart';
export const CartContext = createContext<CartState | null>(null);

function readStoredCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (i): i is CartItem =>
        typeof i?.id === 'string' &&
        typeof i.name === 'string' &&
        typeof i.price === 'number' &&
        Number.isInteger(i.quantity) &&
        i.quantity >= 1,
    );
  } catch {
    return [];
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>(readStoredCart);

  useEffect(() => {
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // storage full or blocked: the cart still works for this visit
    }
  }, [items]);

  const addItem = useCallback((item: Omit<CartItem, 'quantity'>, quantity = 1) => {
    setItems((current) => {
      const existing = current.find((i) => i.id === item.id);
      if (existing) return current.map((i) => (i.id === item.id ? { ...i, quantity: i.quantity + quantity } : i));
      return [...current, { ...item, quantity }];
    });
  }, []);
  const removeItem = useCallback((id: string) => setItems((current) => current.filter((i) => i.id !== id)), []);
  const setQuantity = useCallback(
    (id: string, quantity: number) =>
      setItems((current) =>
        current.map((i) => (i.id === id ? { ...i, quantity: Math.max(1, Math.floor(quantity)) } : i)),
      ),
    [],
  );
  const clear = useCallback(() => setItems([]), []);

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
