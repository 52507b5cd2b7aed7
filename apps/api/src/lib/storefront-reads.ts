// The public reads that the storefront's server render makes in-process (plugins/web.ts): a product or a pod by id,
// a page of products or pods, the categories, the public settings. Each is answered by its route's own read and
// response schema, as the route answers an anonymous GET, without the request's trip through Fastify's inject (a
// fake request and response, the routing, every hook, the serializer, and the JSON parsed back again). A product
// page that missed the page cache went 1,463-1,744 -> 1,681-2,042 req/s at 1,000,000 products with the product's
// read alone (issue 26, decision 028). A URL the route would refuse (a query its schema rejects, an admin's sort, a
// repeated parameter) or would read another way goes through the routes as before.
import type { z } from 'zod';
import { errorBody, HttpError } from './http-errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storefrontReads: StorefrontReads;
  }
}

/** What the route would answer: its status, and its body as the client's JSON parser would give it. */
export interface ReadAnswer {
  status: number;
  body: unknown;
}

type Read = (argument: string) => Promise<ReadAnswer> | undefined;

/** An id as the storefront links it (lower case): any other spelling is left to the route's own validation. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The route's answer to what `read` gives or throws: the encoded body, or the error handler's for an HttpError. */
async function answered(response: z.ZodType, read: () => Promise<unknown>): Promise<ReadAnswer> {
  try {
    return { status: 200, body: response.encode(await read()) };
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return { status: err.statusCode, body: errorBody(err.message, err.errors) };
  }
}

/**
 * A query string as Fastify's parser gives it to a route's schema (names and values decoded, `+` a space), or
 * undefined where they could differ: a name given twice (an array for the route), a malformed escape.
 */
function queryOf(search: string): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const pair of search ? search.split('&') : []) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent((at === -1 ? pair : pair.slice(0, at)).replaceAll('+', ' '));
      value = at === -1 ? '' : decodeURIComponent(pair.slice(at + 1).replaceAll('+', ' '));
    } catch {
      return undefined;
    }
    if (Object.hasOwn(query, name)) return undefined;
    query[name] = value;
  }
  return query;
}

export class StorefrontReads {
  readonly #byId = new Map<string, Read>();
  readonly #byPath = new Map<string, Read>();

  /**
   * GET `${prefix}/:id` (a lower-case uuid), read by `read`, whose value the route's `response` schema encodes. An
   * HttpError it throws (a 404) is answered in the error handler's shape; any other failure is thrown (plugins/web.ts
   * answers it 500).
   */
  addById(prefix: string, response: z.ZodType, read: (id: string) => Promise<unknown>) {
    this.#byId.set(`${prefix}/`, (id) => (ID.test(id) ? answered(response, () => read(id)) : undefined));
  }

  /**
   * GET `path`, with a query string that `query` parses (none when it is not given), read by `read`; `read` gives
   * undefined for a query the route answers otherwise (an admin's sort, which needs a token).
   */
  addRead<Q>(
    path: string,
    schemas: { query?: z.ZodType<Q>; response: z.ZodType },
    read: (query: Q) => Promise<unknown> | undefined,
  ) {
    this.#byPath.set(path, (search) => {
      let query: Q;
      if (schemas.query) {
        const parsed = schemas.query.safeParse(queryOf(search));
        if (!parsed.success) return undefined;
        query = parsed.data;
      } else if (search) {
        return undefined;
      } else {
        query = undefined as Q;
      }
      const reading = read(query);
      return reading && answered(schemas.response, () => reading);
    });
  }

  /** The answer to an anonymous GET of `url` when it is a read added here, or undefined: ask the routes. */
  answer(url: string): Promise<ReadAnswer> | undefined {
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    const byPath = this.#byPath.get(path);
    if (byPath) return byPath(mark === -1 ? '' : url.slice(mark + 1));
    if (mark !== -1) return undefined;
    const at = path.lastIndexOf('/');
    return this.#byId.get(path.slice(0, at + 1))?.(path.slice(at + 1));
  }
}
