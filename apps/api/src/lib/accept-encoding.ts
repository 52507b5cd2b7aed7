import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this a body goes out as it is (as @fastify/compress does). */
export const COMPRESS_FROM = 1024;

/**
 * How hard an answer is compressed, wherever it is (@fastify/compress, the kept API reads, the pages). Under real
 * traffic nearly every answer is compressed for itself: at brotli's quality 4 and zlib's level 6 (the libraries'
 * defaults) compression was a fifth of a search's CPU in the Node process and a quarter of a marketplace page's
 * (issue 26, decision 033). Brotli 1 (its one-pass compressor) and deflate 3 cost a fraction of that for 5 to 10%
 * more bytes.
 */
export const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
export const DEFLATE_LEVEL = 3;

export type Encoding = 'br' | 'gzip';

/** What a client's Accept-Encoding takes, best first: br, then gzip; nothing for `identity` or no header. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (acceptsEncoding(header, 'br')) return 'br';
  if (acceptsEncoding(header, 'gzip')) return 'gzip';
  return undefined;
}

/** `body` compressed whole in `encoding`, at the settings above. */
export function compressed(body: Buffer | string, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, { level: DEFLATE_LEVEL });
}

/**
 * Whether an Accept-Encoding header takes `name`: listed (`x-gzip` counts as gzip) without `q=0`, or, when not
 * listed, `*` without `q=0` (RFC 9110 12.5.3). No header takes nothing here: the answer goes out as it is.
 */
export function acceptsEncoding(header: string | string[] | undefined, name: Encoding): boolean {
  if (typeof header !== 'string') return false;
  let named: boolean | undefined;
  let any: boolean | undefined;
  for (const item of header.toLowerCase().split(',')) {
    const [coding = '', ...parameters] = item.split(';').map((part) => part.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const taken = q === undefined || Number(q.slice(2)) > 0;
    if (coding === name || (name === 'gzip' && coding === 'x-gzip')) named = named || taken;
    else if (coding === '*') any = any || taken;
  }
  return named ?? any ?? false;
}
