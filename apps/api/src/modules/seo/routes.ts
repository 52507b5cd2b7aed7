// robots.txt and the sitemaps (at the site's root, not under /api): a sitemap index naming one sitemap of
// pages (static, categories, pods) and one per keyset page of products, so 100,000 products and more fit
// within the 50,000 URLs a sitemap may hold.
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

export const seoRoutes: FastifyPluginAsyncZod<{ pageSize: number }> = async (app, opts) => {
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
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
      `Sitemap: ${origin(request)}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const base = origin(request);
    const starts = await productPageStarts(app.db, opts.pageSize);
    const maps = [
      `${base}/sitemaps/pages.xml`,
      ...starts.map((start) => `${base}/sitemaps/products.xml?from=${start}`),
    ];
    reply.type(XML).header('Cache-Control', CACHE);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps
      .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (request, reply) => {
    reply.type(XML).header('Cache-Control', CACHE);
    return urlSet(origin(request), await otherPages(app.db));
  });

  app.get(
    '/sitemaps/products.xml',
    { schema: { hide: true, querystring: z.object({ from: z.uuid() }) } },
    async (request, reply) => {
      reply.type(XML).header('Cache-Control', CACHE);
      return urlSet(origin(request), await productPage(app.db, request.query.from, opts.pageSize));
    },
  );
};
