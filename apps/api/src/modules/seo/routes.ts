// robots.txt and the sitemaps (at the site's root, not under /api): a sitemap index naming one sitemap of
// pages (static, categories, pods) and one per keyset page of products, so 100,000 products and more fit
// within the 50,000 URLs a sitemap may hold. Every URL starts with the shop's PUBLIC_URL (never the request's
// Host). A sitemap is made once and kept with the public reads (plugins/public-cache.ts); a product sitemap
// exists only where the index says one starts, so made-up `from` values cost nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { otherPages, productPage, productPageStarts, type SitemapEntry } from './service.ts';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

function urlSet(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const seoRoutes: FastifyPluginAsyncZod<{ pageSize: number; cacheBytes: number }> = async (app, opts) => {
  const origin = app.config.publicUrl;
  const sitemaps = app.publicCache.memoBy<string | null>({
    maxBytes: opts.cacheBytes,
    sizeOf: (xml) => (xml?.length ?? 0) + 100,
    // A made-up `from` is not kept: it would push real sitemaps out.
    keep: (xml) => xml !== null,
  });
  const starts = () => sitemaps('starts', async () => JSON.stringify(await productPageStarts(app.db, opts.pageSize)));

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE);
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /profile',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemaps('index', async () => {
      const maps = [
        `${origin}/sitemaps/pages.xml`,
        ...(JSON.parse((await starts()) ?? '[]') as string[]).map(
          (start) => `${origin}/sitemaps/products.xml?from=${start}`,
        ),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps
        .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
    });
    reply.type(XML).header('Cache-Control', CACHE);
    return xml;
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemaps('pages', async () => urlSet(origin, await otherPages(app.db)));
    reply.type(XML).header('Cache-Control', CACHE);
    return xml;
  });

  app.get(
    '/sitemaps/products.xml',
    { schema: { hide: true, querystring: z.object({ from: z.uuid() }) } },
    async (request, reply) => {
      const { from } = request.query;
      const xml = await sitemaps(`products:${from}`, async () => {
        const known = JSON.parse((await starts()) ?? '[]') as string[];
        return known.includes(from) ? urlSet(origin, await productPage(app.db, from, opts.pageSize)) : null;
      });
      if (xml === null) return reply.status(404).send({ success: false, message: 'No sitemap starts there' });
      reply.type(XML).header('Cache-Control', CACHE);
      return xml;
    },
  );
};
