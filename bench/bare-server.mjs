// The framework's own limit: a bare Fastify server answering captured response bodies from memory,
// with no database and no auth. Run as a child process by bench/run.mjs.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
for (const [name, body] of Object.entries(bodies)) {
  app.get(`/bare/${name}`, (_request, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8').send(body);
  });
}
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
