import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, CartProvider } from './cart-provider.tsx';
import { useCart } from './use-cart.ts';

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
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

  it('throws outside its provider', () => {
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });
});
