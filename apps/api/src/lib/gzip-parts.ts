// A kept page is the same bytes for every visitor except its CSP nonce, which each answer gets anew (plugins/web.ts).
// Compressing the whole page for each answer cost more than everything else a kept page's answer does (a 29 KB
// product page: 0.5 ms of gzip, 0.6 ms of brotli; issue 26). Deflate lets the page be compressed once: each part
// between two nonces is compressed on its own into blocks that end on a byte boundary (a sync flush), and an
// answer is one gzip member of those blocks with its nonce between them as stored (uncompressed) blocks, then the
// checksum and length of the whole (RFC 1951 3.2.4, RFC 1952 2.3).
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { DEFLATE_LEVEL } from './accept-encoding.ts';

/** Each part deflated on its own, byte-aligned, without a final block. */
export type DeflatedParts = Buffer[];

/**
 * Each part deflated, all of them copied into one buffer of their exact size: deflateRawSync's answer is a view
 * of a 16 KB buffer of zlib's, which a kept page would otherwise hold once for each of its parts.
 */
export function deflateParts(parts: Buffer[]): DeflatedParts {
  const deflated = parts.map((part) =>
    deflateRawSync(part, { level: DEFLATE_LEVEL, finishFlush: constants.Z_SYNC_FLUSH }),
  );
  const whole = Buffer.allocUnsafeSlow(deflated.reduce((bytes, part) => bytes + part.length, 0));
  let at = 0;
  return deflated.map((part) => {
    part.copy(whole, at);
    at += part.length;
    return whole.subarray(at - part.length, at);
  });
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final stored block of no bytes: ends the deflate stream. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff;

/** `bytes` as stored, not final, deflate blocks (they start on a byte boundary: the blocks before end on one). */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let from = 0; from < bytes.length; from += STORED_MAX) {
    const chunk = bytes.subarray(from, from + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** The gzip of `parts` joined with `separator`, from the parts deflated once (`deflateParts(parts)`). */
export function gzipJoined(parts: Buffer[], deflated: DeflatedParts, separator: Buffer): Buffer {
  const between = storedBlocks(separator);
  const blocks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  // An empty buffer leaves the checksum as it is: it is not handed to crc32, which answers 0 for an empty
  // buffer that has been through deflateRawSync (Node 22.23).
  const add = (bytes: Buffer) => {
    if (bytes.length === 0) return;
    crc = crc32(bytes, crc);
    size += bytes.length;
  };
  parts.forEach((part, i) => {
    if (i > 0) {
      blocks.push(...between);
      add(separator);
    }
    blocks.push(deflated[i] as Buffer);
    add(part);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  blocks.push(LAST_BLOCK, trailer);
  return Buffer.concat(blocks);
}
