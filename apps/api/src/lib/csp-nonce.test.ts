import { describe, expect, it } from 'vitest';
import { newNonce } from './csp-nonce.ts';

describe('CSP nonces', () => {
  it('are 16 random bytes each, never one another’s, across refills of their pool', () => {
    const nonces = Array.from({ length: 1000 }, newNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    // Bytes from a secure generator: none of the 16,000 is the same byte everywhere (a pool never filled is zeros).
    const bytes = Buffer.concat(nonces.map((nonce) => Buffer.from(nonce, 'base64')));
    const counts = new Array(256).fill(0);
    for (const byte of bytes) counts[byte] += 1;
    expect(Math.max(...counts)).toBeLessThan(bytes.length / 64);
  });
});
