import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
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

type RequestCounter = Counter<'method' | 'route' | 'status_code'>;
type RouteTally = ReturnType<typeof createRouteTally>;

/** The answers of one route label, by method and status, not yet added to the counter. */
function createRouteTally(route: string) {
  const methods = new Map<string, ReturnType<typeof methodTally>>();
  function methodTally(method: string) {
    const statuses = new Map<number, number>();
    return {
      labels: { method, route },
      answered(statusCode: number): void {
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      },
      addTo(counter: RequestCounter): void {
        for (const [status, count] of statuses) {
          if (count > 0) counter.inc({ method, route, status_code: String(status) }, count);
          statuses.set(status, 0);
        }
      },
    };
  }
  return {
    ofMethod(method: string) {
      let tally = methods.get(method);
      if (tally === undefined) {
        tally = methodTally(method);
        methods.set(method, tally);
      }
      return tally;
    },
    addTo(counter: RequestCounter): void {
      for (const tally of methods.values()) tally.addTo(counter);
    },
  };
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
  /**
   * Each route label's requests, by method: its label sets built once, and its answers counted
   * here and added to the counter when scraped (prom-client builds a key from a label set at
   * every call, the string work of a request the metrics cost most of; decision 0080).
   */
  const tallies: RouteTally[] = [];
  new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
    collect() {
      for (const tally of tallies) tally.addTo(this);
    },
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

  const countRequest = (tally: RouteTally, request: FastifyRequest, reply: FastifyReply) => {
    const method = tally.ofMethod(request.method);
    method.answered(reply.statusCode);
    latency.observe(method.labels, reply.elapsedTime / 1000);
  };
  /** Each route's own hook counts it, its label known in advance. */
  app.addHook('onRoute', (route) => {
    const label = routeLabel(route.url);
    if (label === '/metrics') return;
    const tally = createRouteTally(label);
    tallies.push(tally);
    const counted: onResponseHookHandler = (request, reply, done) => {
      countRequest(tally, request, reply);
      done();
    };
    const own = route.onResponse;
    route.onResponse = own === undefined ? [counted] : [own].flat().concat(counted);
  });
  /** Requests no route matched (the not-found handler, a malformed URL) count as 'unmatched'. */
  const unmatched = createRouteTally(routeLabel(undefined));
  tallies.push(unmatched);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) countRequest(unmatched, request, reply);
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
