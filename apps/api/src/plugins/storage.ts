// Serves the uploaded images at /uploads/<key> with long-lived caching, since every key is a fresh server-made
// name, and puts the configured Storage (lib/storage.ts) on the app for the routes that write images.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isSafeKey, type Storage } from '../lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export default fp(async function storagePlugin(app: FastifyInstance, opts: { storage: Storage }) {
  app.decorate('storage', opts.storage);

  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = isSafeKey(key) ? await opts.storage.get(key) : null;
    if (!object) return reply.status(404).send({ success: false, message: 'File not found' });
    reply
      .header('Content-Type', object.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff');
    if (object.size !== undefined) reply.header('Content-Length', object.size);
    return reply.send(object.body);
  });
});
