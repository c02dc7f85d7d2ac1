import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { errorBody } from '../errors';

/** What the app counts for Prometheus; each app has its own registry (tests build several). */
export interface Metrics {
  /** Chat messages stored and broadcast (members' and the bot's). */
  messagesPosted: Counter;
  /**
   * Payment captures by outcome: completed, already_completed (a retry of a paid order), or
   * the error code the buyer got.
   */
  paymentCaptures: Counter<'outcome'>;
  /** Counts the open Socket.IO connections at scrape time. */
  observeSockets(count: () => number): void;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A request's route label: its pattern ('/api/products/:nameInUrl'), so ids stay out. Static
 * files are served one route per file (and per .br/.gz copy): they share the label 'static',
 * or every build would add hundreds of series.
 */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return 'unmatched';
  const file = !pattern.startsWith('/api/') && /\.[a-z0-9]+$/i.test(pattern);
  return file ? 'static' : pattern;
}

/**
 * GET /metrics in the Prometheus text format: requests and their latencies per route
 * pattern (never per raw URL, so ids don't explode the series), open sockets, chat messages,
 * payment captures, and Node's own process figures. With METRICS_TOKEN set, scrapes need
 * `Authorization: Bearer <token>`; production requires one unless METRICS_PUBLIC says
 * otherwise (config.ts).
 */
export function registerMetrics(app: FastifyInstance, options: { token?: string }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  let countSockets = () => 0;
  new Gauge({
    name: 'socket_connections',
    help: 'Open Socket.IO connections on this instance',
    registers: [registry],
    collect() {
      this.set(countSockets());
    },
  });
  const messagesPosted = new Counter({
    name: 'chat_messages_total',
    help: 'Chat messages stored and broadcast by this instance',
    registers: [registry],
  });
  const paymentCaptures = new Counter({
    name: 'payment_captures_total',
    help: 'Payment captures, by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request.routeOptions.url);
    if (route !== '/metrics') {
      const { method } = request;
      requests.inc({ method, route, status_code: String(reply.statusCode) });
      latency.observe({ method, route }, reply.elapsedTime / 1000);
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (options.token) {
      const [scheme, given = ''] = (request.headers.authorization ?? '').split(' ');
      if (scheme !== 'Bearer' || !sameSecret(given, options.token))
        return reply.status(401).send(errorBody('unauthenticated', 'A metrics token is required'));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return {
    messagesPosted,
    paymentCaptures,
    observeSockets(count) {
      countSockets = count;
    },
  };
}
