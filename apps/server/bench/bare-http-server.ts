/**
 * The HTTP baseline: a bare Fastify server (no plugins, hooks, schemas or database) whose
 * routes return the same JSON payloads the real routes returned, serialized per request.
 * argv: port, then a JSON file of { [path]: payload }.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 0);
const payloads = JSON.parse(readFileSync(process.argv[3] ?? '', 'utf8')) as Record<string, unknown>;
const app = Fastify({ logger: false });
for (const [route, payload] of Object.entries(payloads)) {
  app.get(route, async () => payload);
}
await app.listen({ host: '127.0.0.1', port });
console.log('ready');
