// Serves the built web app: hashed assets cached for a year, index.html never cached,
// and every non-API path the router does not know falls back to index.html.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(async function web(app: FastifyInstance, opts: { root: string }) {
  const hasWeb = existsSync(path.join(opts.root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/') || !hasWeb) {
      return reply.status(404).send({ success: false, message: 'Route not found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ success: false, message: 'Route not found' });
    }
    // A missing asset file is a 404, not the app shell.
    if (path.extname(url.split('?')[0] ?? '') && !url.startsWith('/index.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
