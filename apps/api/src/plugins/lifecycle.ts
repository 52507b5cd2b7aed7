// Where this instance is in its life, for a load balancer (decision 016): starting (migrations and first-start work
// under way), ready, draining (told to stop: still serving, but saying so). While draining every answer carries
// `Connection: close`, so a connection in use ends after a response rather than under a request. Idle ones are left
// for the balancer to close: closing one ourselves races a balancer that reuses it at that moment (nginx then fails
// a POST with 502, measured with bench:rolling). With the balancer's upstream keep-alive timeout shorter than the
// drain, no connection is left when the server closes.
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
