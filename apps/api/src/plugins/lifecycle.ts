// Where this instance is in its life, for a load balancer (decision 016): starting (migrations and first-start work
// under way), ready, draining (told to stop: still serving, but saying so). While draining every answer carries
// `Connection: close`, so a keep-alive connection ends after a response rather than under a request. Idle ones are
// left alone until the server closes: closing one at the moment a balancer reuses it would fail that request.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type LifecycleState = 'starting' | 'ready' | 'draining';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: {
      state(): LifecycleState;
      /** Migrations and start-up work are done: the instance may take traffic. */
      markReady(): void;
      /** Stops saying ready; answers close their connections from now on. */
      beginDrain(): void;
    };
  }
}

export default fp(async function lifecycle(app: FastifyInstance) {
  let state: LifecycleState = 'starting';
  app.decorate('lifecycle', {
    state: () => state,
    markReady() {
      if (state === 'starting') state = 'ready';
    },
    beginDrain() {
      state = 'draining';
    },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (state === 'draining') reply.header('connection', 'close');
    return payload;
  });
});
