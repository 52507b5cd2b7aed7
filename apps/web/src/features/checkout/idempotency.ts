// One Idempotency-Key per checkout attempt: the same cart keeps its key across retries (so a submit whose
// answer was lost cannot place a second order); a changed cart is a new attempt with a new key.
import { useCallback, useRef } from 'react';

/** A v4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function useIdempotencyKey(items: { id: string; quantity: number }[]): () => string {
  const current = useRef<{ cart: string; key: string } | null>(null);
  const cart = items.map((i) => `${i.id}:${i.quantity}`).join(',');
  return useCallback(() => {
    if (current.current?.cart !== cart) current.current = { cart, key: newIdempotencyKey() };
    return current.current.key;
  }, [cart]);
}
