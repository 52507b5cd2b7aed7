// Where the cart lives: localStorage (DESIGN.md decision 5), read and written as one store. Every change reads
// what is stored at that moment and writes the result, so nothing one render, one tab or one early tap did is
// overwritten by an older copy (decision 014); other tabs' changes arrive through the storage event. The server
// knows no cart: its snapshot is null, "not read yet", and the page shows the cart once the browser has read it.

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

export const CART_STORAGE_KEY = 'cart';

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** A stored line as the cart holds it, or null when it is not one (hand-edited or from an old format). */
function storedLine(raw: unknown): CartItem | null {
  const i = raw as Partial<CartItem> | null;
  if (typeof i?.id !== 'string' || typeof i.name !== 'string' || typeof i.price !== 'number') return null;
  if (!isCount(i.quantity) || i.quantity < 1) return null;
  const { stock, ...line } = i as CartItem;
  return isCount(stock) ? { ...line, stock } : line;
}

function parse(raw: string | null): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.map(storedLine).filter((i): i is CartItem => i !== null);
  } catch {
    return [];
  }
}

const EMPTY: CartItem[] = [];
const listeners = new Set<() => void>();
/** The last stored text and its lines: the same text gives the same array, as useSyncExternalStore needs. */
let cachedRaw: string | null = null;
let cachedItems: CartItem[] = EMPTY;
/** Set once storage refused a write (full, or blocked): the cart then lives in memory for this visit. */
let memoryOnly: CartItem[] | null = null;

/** The cart as stored now. */
export function readCart(): CartItem[] {
  if (memoryOnly) return memoryOnly;
  let raw: string | null;
  try {
    raw = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return cachedItems;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = raw === null ? EMPTY : parse(raw);
  }
  return cachedItems;
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === CART_STORAGE_KEY || event.key === null) notify();
}

/** For useSyncExternalStore: changes made here and in other tabs. */
export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The server render, and the browser's while it hydrates: the cart is not known there. */
export const serverCart = (): CartItem[] | null => null;

/**
 * Changes the cart: `change` gets the lines stored at this moment and returns the new lines (the same array
 * for no change) and what to tell the caller.
 */
export function updateCart<R>(change: (items: CartItem[]) => { items: CartItem[]; result: R }): R {
  const current = readCart();
  const { items, result } = change(current);
  if (items === current) return result;
  if (memoryOnly) memoryOnly = items;
  else {
    const raw = JSON.stringify(items);
    try {
      localStorage.setItem(CART_STORAGE_KEY, raw);
      cachedRaw = raw;
      cachedItems = items;
    } catch {
      memoryOnly = items;
    }
  }
  notify();
  return result;
}
