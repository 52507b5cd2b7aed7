// The nonce each answered page carries in its scripts and its Content-Security-Policy (plugins/web.ts).
import { randomFillSync } from 'node:crypto';

/**
 * A CSP nonce: 16 bytes of the system's secure random generator, taken from a pool drawn 256 nonces at a time (a
 * draw for each was 1.2% of a worker's CPU on pages that miss the cache, two a page; Node's randomUUID pools the same
 * way). Every nonce is bytes no other nonce used.
 */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolAt = noncePool.length;
export function newNonce(): string {
  if (noncePoolAt === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolAt = 0;
  }
  noncePoolAt += NONCE_BYTES;
  return noncePool.toString('base64', noncePoolAt - NONCE_BYTES, noncePoolAt);
}
