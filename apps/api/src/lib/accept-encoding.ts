/** Below this a body goes out as it is (as @fastify/compress does). */
export const COMPRESS_FROM = 1024;

/**
 * Whether an Accept-Encoding header takes `name`: listed (`x-gzip` counts as gzip) without `q=0`, or, when not
 * listed, `*` without `q=0` (RFC 9110 12.5.3). No header takes nothing here: the answer goes out as it is.
 */
export function acceptsEncoding(header: string | string[] | undefined, name: 'br' | 'gzip'): boolean {
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
