// The reads by id that the storefront's server render makes in-process (plugins/web.ts): a product or a pod,
// answered by its route's own service and response schema, as the route answers an anonymous GET, without the
// request's trip through Fastify's inject (a fake request and response, the routing, every hook, the serializer,
// and the JSON parsed back again). A product page that missed the page cache went 1,463-1,744 -> 1,681-2,042
// req/s at 1,000,000 products with it (issue 26). Any other read, and a path that is not exactly an id, goes
// through the routes as before.
import { HttpError } from './http-errors.ts';

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

/** An id as the storefront links it (lower case): any other spelling is left to the route's own validation. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class StorefrontReads {
  readonly #byPrefix = new Map<string, (id: string) => Promise<ReadAnswer>>();

  /**
   * GET `${prefix}/:id`, read by `read`, which must answer as that route does. An HttpError it throws (a 404) is
   * answered in the error handler's shape; any other failure is thrown (plugins/web.ts answers it 500).
   */
  add(prefix: string, read: (id: string) => Promise<unknown>) {
    this.#byPrefix.set(`${prefix}/`, async (id) => {
      try {
        return { status: 200, body: await read(id) };
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        const body = { success: false, message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
        return { status: err.statusCode, body };
      }
    });
  }

  /** The answer to an anonymous GET of `url` when it reads an item by id, or undefined: ask the routes. */
  answer(url: string): Promise<ReadAnswer> | undefined {
    const at = url.lastIndexOf('/');
    if (!ID.test(url.slice(at + 1))) return undefined;
    return this.#byPrefix.get(url.slice(0, at + 1))?.(url.slice(at + 1));
  }
}
