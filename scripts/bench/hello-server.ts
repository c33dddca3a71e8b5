import Fastify from 'fastify';

// The bench's baseline: a bare Fastify hello-world on the same machine (table endpoint
// throughput is printed as a ratio to this).
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`listening ${address}\n`);
