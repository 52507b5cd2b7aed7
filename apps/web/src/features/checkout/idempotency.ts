// One Idempotency-Key per checkout attempt: the same cart keeps its key across retries (so a submit whose
// answer was lost cannot place a second order); a changed cart is a new attempt with a new key. Within a cart,
// each attempt the caller names keeps a key of its own (one per payment method: going back to online reuses the
// online order's key instead of placing a second online order).
import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';

export function useIdempotencyKey(items: { id: string; quantity: number }[]): (attempt?: string) => string {
  const current = useRef<{ cart: string; keys: Map<string, string> } | null>(null);
  const cart = items.map((i) => `${i.id}:${i.quantity}`).join(',');
  return useCallback(
    (attempt = '') => {
      if (current.current?.cart !== cart) current.current = { cart, keys: new Map() };
      const { keys } = current.current;
      const key = keys.get(attempt) ?? newIdempotencyKey();
      keys.set(attempt, key);
      return key;
    },
    [cart],
  );
}
