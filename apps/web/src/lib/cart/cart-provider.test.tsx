import type { PublicSettings } from '@astroden/shared';
import { DEFAULT_PUBLIC_SETTINGS } from '@astroden/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query-keys.ts';
import { PublicSettingsProvider } from '../use-public-settings.ts';
import { type AddResult, CART_STORAGE_KEY, CartProvider } from './cart-provider.tsx';
import { useCart } from './use-cart.ts';

/** A cart under the shop's public settings (the caps per line and per order among them). */
function withSettings(overrides: Partial<PublicSettings> = {}) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.settings.public, { ...DEFAULT_PUBLIC_SETTINGS, ...overrides });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <PublicSettingsProvider>
        <CartProvider>{children}</CartProvider>
      </PublicSettingsProvider>
    </QueryClientProvider>
  );
}
const wrapper = withSettings();
const item = { id: 'p1', name: 'Nebula Tee', category: 'Shirts', image: '/x.png', price: 499.5 };

describe('cart', () => {
  it('adds, raises quantity for an existing item, sets quantity (min 1), removes and clears', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(item));
    act(() => result.current.addItem(item, 2));
    expect(result.current.items).toEqual([{ ...item, quantity: 3 }]);
    expect(result.current.subtotal).toBe(1498.5);
    act(() => result.current.setQuantity('p1', 0));
    expect(result.current.items[0]?.quantity).toBe(1);
    act(() => result.current.addItem({ ...item, id: 'p2' }));
    expect(result.current.count).toBe(2);
    act(() => result.current.removeItem('p1'));
    expect(result.current.items.map((i) => i.id)).toEqual(['p2']);
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
  });

  it('survives a reload through localStorage and ignores corrupt storage', () => {
    const first = renderHook(() => useCart(), { wrapper });
    act(() => first.result.current.addItem(item, 4));
    first.unmount();
    const second = renderHook(() => useCart(), { wrapper });
    expect(second.result.current.items).toEqual([{ ...item, quantity: 4 }]);
    second.unmount();
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    const third = renderHook(() => useCart(), { wrapper });
    expect(third.result.current.items).toEqual([]);
  });

  it('holds a line to its stock and says how many went in', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    const scarce = { ...item, stock: 3 };
    let added: AddResult | undefined;
    act(() => {
      added = result.current.addItem(scarce, 2);
    });
    expect(added).toEqual({ added: 2, limit: 3 });
    act(() => {
      added = result.current.addItem(scarce, 2);
    });
    expect(added).toEqual({
      added: 1,
      limit: 3,
      shortBecause: 'Only 3 of Nebula Tee available: added 1, so all 3 are now in your cart',
    });
    act(() => {
      added = result.current.addItem(scarce);
    });
    expect(added).toMatchObject({ added: 0, limit: 3 });
    expect(result.current.items).toEqual([{ ...scarce, quantity: 3 }]);
    act(() => result.current.setQuantity('p1', 10));
    expect(result.current.items[0]?.quantity).toBe(3);
  });

  it('lets a double click add only what is in stock', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    const lastOne = { ...item, stock: 1 };
    const results: AddResult[] = [];
    act(() => {
      results.push(result.current.addItem(lastOne), result.current.addItem(lastOne));
    });
    expect(results.map((r) => r.added)).toEqual([1, 0]);
    expect(result.current.count).toBe(1);
  });

  it('adds nothing when the item is out of stock', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => {
      expect(result.current.addItem({ ...item, stock: 0 })).toEqual({
        added: 0,
        limit: 0,
        shortBecause: 'Nebula Tee is out of stock',
      });
    });
    expect(result.current.items).toEqual([]);
  });

  it('loads a cart saved before it kept stock, and learns the stock on the next add', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...item, quantity: 4 }]));
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items).toEqual([{ ...item, quantity: 4 }]);
    act(() => result.current.setQuantity('p1', 7));
    expect(result.current.items[0]?.quantity).toBe(7);
    // Stock has since fallen to 2: the line comes down to it, and nothing more goes in.
    act(() => {
      expect(result.current.addItem({ ...item, stock: 2 })).toMatchObject({ added: 0, limit: 2 });
    });
    expect(result.current.items).toEqual([{ ...item, stock: 2, quantity: 2 }]);
  });

  it('keeps the stock across a reload', () => {
    const first = renderHook(() => useCart(), { wrapper });
    act(() => {
      first.result.current.addItem({ ...item, stock: 2 }, 2);
    });
    first.unmount();
    const second = renderHook(() => useCart(), { wrapper });
    act(() => {
      expect(second.result.current.addItem({ ...item })).toMatchObject({ added: 0, limit: 2 });
    });
    expect(second.result.current.items[0]?.quantity).toBe(2);
  });

  it('holds a line to the cap per line of the settings, whatever the stock', () => {
    const { result } = renderHook(() => useCart(), { wrapper: withSettings({ maxUnitsPerLine: 4 }) });
    let added: AddResult | undefined;
    act(() => {
      added = result.current.addItem({ ...item, stock: 50 }, 6);
    });
    expect(added).toEqual({
      added: 4,
      limit: 4,
      shortBecause: 'At most 4 of Nebula Tee per order: added 4, so all 4 are now in your cart',
    });
    act(() => result.current.setQuantity('p1', 9));
    expect(result.current.items[0]?.quantity).toBe(4);
  });

  it('holds the whole cart to the cap per order, and says so', () => {
    const { result } = renderHook(() => useCart(), {
      wrapper: withSettings({ maxUnitsPerLine: 10, maxUnitsPerOrder: 12 }),
    });
    act(() => {
      result.current.addItem({ ...item, stock: 50 }, 10);
    });
    let added: AddResult | undefined;
    act(() => {
      added = result.current.addItem({ ...item, id: 'p2', name: 'Comet Mug', stock: 50 }, 5);
    });
    expect(added).toEqual({
      added: 2,
      limit: 10,
      shortBecause: 'An order holds at most 12 items: added 2 × Comet Mug, and your cart is now full',
    });
    expect(result.current.count).toBe(12);
    expect(result.current.room).toBe(0);
    // Raising one line cannot push the cart over the cap either.
    act(() => result.current.setQuantity('p2', 8));
    expect(result.current.items.find((i) => i.id === 'p2')?.quantity).toBe(2);
  });

  it('brings a saved cart within caps the shop has lowered since', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...item, quantity: 9, stock: 40 }]));
    const { result } = renderHook(() => useCart(), { wrapper: withSettings({ maxUnitsPerLine: 5 }) });
    expect(result.current.items[0]?.quantity).toBe(5);
  });

  it('starts every change from what is stored, so a line another tab (or an earlier tap) saved is kept', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(item));
    // Another tab adds a line behind this one's back; this tab has not heard of it yet.
    const other = { ...item, id: 'p2', name: 'Comet Mug', quantity: 2 };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...item, quantity: 1 }, other]));
    act(() => result.current.addItem(item));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([{ ...item, quantity: 2 }, other]);
    expect(result.current.items).toEqual([{ ...item, quantity: 2 }, other]);
  });

  it("shows another tab's change as soon as the browser reports it", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.count).toBe(0);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...item, quantity: 3 }]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current.count).toBe(3);
  });

  it('throws outside its provider', () => {
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });
});
