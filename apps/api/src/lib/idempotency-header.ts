// The Idempotency-Key header of the writes a client may safely repeat (placing an order, a refund).
import { z } from 'zod';

// A loose object: the validated headers replace request.headers, so every other header must survive.
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key must not be empty')
    .max(100, 'Idempotency-Key must be at most 100 characters')
    .optional(),
});
