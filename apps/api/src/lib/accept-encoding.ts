/** Below this a body goes out as it is (as @fastify/compress does). */
export const COMPRESS_FROM = 1024;

/** Whether an Accept-Encoding header takes `name` (listed, without q=0); no header takes nothing. */
export function acceptsEncoding(header: string | string[] | undefined, name: 'br' | 'gzip'): boolean {
  if (typeof header !== 'string') return false;
  return new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`).test(header);
}
