/**
 * The HTTP baseline: a bare Fastify server (no plugins, hooks, schemas or database) whose
 * routes return the same responses the real routes returned: the JSON payload, serialized per
 * request, under the same headers (the security headers are a third of a small response, and
 * the load generator pays to parse every byte of them).
 * argv: port, then a JSON file of { [path]: { body, headers } }.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 0);
const responses = JSON.parse(readFileSync(process.argv[3] ?? '', 'utf8')) as Record<
  string,
  { body: unknown; headers: Record<string, string> }
>;
const app = Fastify({ logger: false });
for (const [route, { body, headers }] of Object.entries(responses)) {
  app.get(route, async (_request, reply) => reply.headers(headers).send(body));
}
await app.listen({ host: '127.0.0.1', port });
console.log('ready');
