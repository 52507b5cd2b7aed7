import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { dehydratedStateOf, type PageData, serverPageData } from './route-data.ts';

const product = { _id: 'p1', name: 'Nebula "Drift" Tee </script>', price: 1299 };

describe("a server loader's page data", () => {
  it('carries its queries as one JSON string, which the browser parses once and the server never does', async () => {
    const response = await serverPageData(async (client) => {
      await client.prefetchQuery({ queryKey: ['products', 'detail', 'p1'], queryFn: async () => product });
      return { seo: { title: product.name } };
    });
    expect(response.init?.status).toBe(200);
    const page = response.data;
    // React Router writes a string into the page as it is, instead of walking every value of the products.
    expect(typeof page.dehydratedState).toBe('string');
    expect(page.seo?.title).toBe(product.name);

    // The server renders from the objects its loader made.
    const onServer = dehydratedStateOf(page);
    expect(onServer?.queries.map((q) => [q.queryKey, q.state.data])).toEqual([[['products', 'detail', 'p1'], product]]);
    expect(dehydratedStateOf(page)).toBe(onServer);

    // The browser has the loader data decoded from the page: a copy whose JSON it parses once, to the same queries.
    const inBrowser: PageData = { ...page };
    const parsed = dehydratedStateOf(inBrowser);
    expect(parsed).not.toBe(onServer);
    expect(parsed?.queries[0]?.state.data).toEqual(product);
    expect(dehydratedStateOf(inBrowser)).toBe(parsed);
  });

  it('answers 503 when a read failed, 404 when its item is missing, and carries no failed query', async () => {
    const failed = await serverPageData(async (client) => {
      await client.prefetchQuery({
        queryKey: ['products', 'list'],
        queryFn: async () => {
          throw new ApiError(502, 'The server could not answer');
        },
      });
      return undefined;
    });
    expect(failed.init?.status).toBe(503);
    expect(dehydratedStateOf(failed.data)?.queries).toEqual([]);

    const missing = await serverPageData(() => ({ notFound: true }));
    expect(missing.init?.status).toBe(404);
    expect(dehydratedStateOf({})).toBeUndefined();
  });
});
