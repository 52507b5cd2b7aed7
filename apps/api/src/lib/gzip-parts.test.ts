// A page compressed once and answered with a separator of each answer's own (lib/gzip-parts.ts): every answer
// must be one valid gzip (Node checks its checksum and length) of exactly the parts joined with that separator.
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateParts, gzipJoined } from './gzip-parts.ts';

const joined = (parts: Buffer[], separator: Buffer) =>
  Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [separator, part])));

function roundTrip(parts: Buffer[], separators: Buffer[]) {
  const deflated = deflateParts(parts);
  for (const separator of separators) {
    const gzip = gzipJoined(parts, deflated, separator);
    expect(gunzipSync(gzip).equals(joined(parts, separator))).toBe(true);
  }
}

describe('gzip of parts compressed once', () => {
  it('is the gzip of the page with each answer’s own nonce between its parts', () => {
    const page = `<html><head><script nonce="N">1</script></head><body>${'<p>Café ₹1,299 ✨</p>'.repeat(400)}<script nonce="N">2</script></body></html>`;
    const parts = page.split('N').map((part) => Buffer.from(part));
    expect(parts).toHaveLength(3);
    roundTrip(parts, [Buffer.from('nonce-one'), Buffer.from(randomBytes(16).toString('base64'))]);
    const gzip = gzipJoined(parts, deflateParts(parts), Buffer.from('x'));
    expect(gzip.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it('keeps empty parts, a page with no separator, an empty separator and one longer than a stored block', () => {
    roundTrip([Buffer.from('')], [Buffer.from('n')]);
    roundTrip([Buffer.from('whole page, no nonce')], [Buffer.from('n')]);
    roundTrip([Buffer.from(''), Buffer.from(''), Buffer.from('end')], [Buffer.from('n'), Buffer.alloc(0)]);
    roundTrip([randomBytes(70_000), randomBytes(10)], [randomBytes(140_000)]);
  });

  it("keeps the compressed parts in one buffer of their own size, not in zlib's larger ones", () => {
    const parts = ['<head>', '</head><body>', 'x'.repeat(5000), ''].map((part) => Buffer.from(part));
    const deflated = deflateParts(parts);
    const buffers = new Set(deflated.map((part) => part.buffer));
    expect(buffers.size).toBe(1);
    const [buffer] = buffers;
    expect(buffer!.byteLength).toBe(deflated.reduce((bytes, part) => bytes + part.length, 0));
  });

  it('writes checksums with the high bit set as they are (many random pages)', () => {
    for (let i = 0; i < 50; i++) roundTrip([randomBytes(200), randomBytes(300)], [randomBytes(24)]);
  });
});
