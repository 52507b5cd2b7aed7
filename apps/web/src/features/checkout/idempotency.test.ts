import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, useIdempotencyKey } from './idempotency.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency key', () => {
  it('is a v4 UUID, new each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(a);
  });

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
});
