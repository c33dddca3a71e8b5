import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the server is closing: answers say `Connection: close`. */
    readonly draining: boolean;
  }
}

/**
 * Leaving cleanly on SIGTERM. Fastify stops accepting and answers 503 to new
 * requests while it waits for those in flight; but a keep-alive connection that was busy when the
 * close began would stay open until its keep-alive timeout (72 s), past any orchestrator's grace
 * period. So once closing, every answer says `Connection: close`, and idle connections are closed
 * as they appear.
 */
export default fp(
  async (app) => {
    let draining = false;
    app.decorate('draining', { getter: () => draining });
    app.addHook('preClose', (done) => {
      draining = true;
      const sweep = setInterval(() => app.server.closeIdleConnections?.(), 200);
      sweep.unref();
      app.server.once('close', () => clearInterval(sweep));
      done();
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (draining) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'drain' },
);
