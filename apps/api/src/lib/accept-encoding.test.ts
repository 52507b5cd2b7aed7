// Which compressed answer a client's Accept-Encoding takes (the API's cached reads and the kept pages), and the
// answer compressed at the shop's settings.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding, compressed, preferredEncoding } from './accept-encoding.ts';

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br', true, true],
    ['gzip, deflate, br, zstd', true, true],
    ['GZIP', true, false],
    ['br', false, true],
    ['x-gzip', true, false],
    ['gzip;q=0.5, br;q=1.0', true, true],
    ['gzip;q=0, br', false, true],
    ['gzip; q=0.0, br;q=0.000', false, false],
    ['*', true, true],
    ['*;q=0', false, false],
    ['gzip;q=0, *', false, true],
    ['identity', false, false],
    ['', false, false],
    ['gzip;q=abc', false, false],
  ])('%j takes gzip %s and br %s', (header, gzip, br) => {
    expect(acceptsEncoding(header, 'gzip')).toBe(gzip);
    expect(acceptsEncoding(header, 'br')).toBe(br);
  });

  it('takes nothing without a header', () => {
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding(['gzip'], 'gzip')).toBe(false);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%j is answered in %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });

  it('compresses a body so that it decompresses to the same bytes', () => {
    const body = '<p>Orbit Mug</p>'.repeat(500);
    expect(brotliDecompressSync(compressed(body, 'br')).toString()).toBe(body);
    expect(gunzipSync(compressed(Buffer.from(body), 'gzip')).toString()).toBe(body);
    expect(compressed(body, 'br').length).toBeLessThan(body.length / 10);
  });
});
