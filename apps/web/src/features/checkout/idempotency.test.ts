import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './idempotency.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency key', () => {
  it('stays the same for retries of the same cart and changes when the cart changes', () => {
    const { result, rerender } = renderHook(({ items }) => useIdempotencyKey(items), {
      initialProps: { items: [{ id: 'p1', quantity: 2 }] },
    });
    const first = result.current();
    expect(first).toMatch(UUID);
    expect(result.current()).toBe(first);
    rerender({ items: [{ id: 'p1', quantity: 2 }] });
    expect(result.current()).toBe(first);
    rerender({ items: [{ id: 'p1', quantity: 1 }] });
    const second = result.current();
    expect(second).not.toBe(first);
    rerender({
      items: [
        { id: 'p1', quantity: 1 },
        { id: 'p2', quantity: 1 },
      ],
    });
    expect(result.current()).not.toBe(second);
  });

  it('is a new key for another attempt of the same cart (another payment method), kept across its retries and returns', () => {
    const { result } = renderHook(() => useIdempotencyKey([{ id: 'p1', quantity: 2 }]));
    const online = result.current('online');
    expect(result.current('online')).toBe(online);
    const cod = result.current('cod');
    expect(cod).not.toBe(online);
    expect(result.current('cod')).toBe(cod);
    expect(result.current('online')).toBe(online);
  });
});
