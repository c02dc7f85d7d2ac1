import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type CaptureScenario =
  | 'complete'
  | 'decline'
  | 'pending'
  | 'mismatch'
  | 'slow-once'
  /** PayPal captures, then the connection drops before the answer (`times` answers are lost). */
  | 'drop'
  /** PayPal captures, and the next `times` answers (replays included) come after 2 s. */
  | 'slow'
  /** PayPal captures and never answers (`times` requests): the caller is left waiting. */
  | 'hang';

/** A capture PayPal really executed (replays excluded). */
export interface ExecutedCapture {
  orderId: string;
  requestId: string;
}

interface FakeOrder {
  id: string;
  value: string;
  currency: string;
}

interface StoredResponse {
  status: number;
  body: unknown;
}

/**
 * A local stand-in for PayPal's REST API speaking the parts of Orders v2 and Payments v2 we
 * use: OAuth client-credentials tokens, create order, capture order, refund a capture, and
 * `PayPal-Request-Id` idempotency (a repeated request id gets the first response back without
 * doing the work again).
 */
export async function startFakePayPal(credentials: { clientId: string; clientSecret: string }) {
  const token = 'fake-access-token';
  const orders = new Map<string, FakeOrder>();
  const byRequestId = new Map<string, StoredResponse>();
  let scenario: CaptureScenario = 'complete';
  let slowCapturesLeft = 0;
  /** Answers of the current fault scenario still to spoil (drop, slow, hang). */
  let faultyAnswersLeft = 0;
  const held = new Set<ServerResponse>();
  const executed: ExecutedCapture[] = [];
  const captureWaiters: Array<(capture: ExecutedCapture) => void> = [];
  let nextOrder = 1;
  /** How many captures really moved money (replays excluded). */
  let capturesExecuted = 0;
  const captureRequestIds: string[] = [];
  /** Capture ids PayPal really refunded (replays excluded). */
  const refunds: string[] = [];

  const send = (res: ServerResponse, { status, body }: StoredResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  function capture(order: FakeOrder): StoredResponse {
    capturesExecuted += 1;
    if (scenario === 'decline') {
      return {
        status: 422,
        body: {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'INSTRUMENT_DECLINED', description: 'declined' }],
        },
      };
    }
    const value = scenario === 'mismatch' ? (Number(order.value) - 1).toFixed(2) : order.value;
    const captureStatus = scenario === 'pending' ? 'PENDING' : 'COMPLETED';
    return {
      status: 201,
      body: {
        id: order.id,
        status: 'COMPLETED',
        purchase_units: [
          {
            payments: {
              captures: [
                {
                  id: `CAPTURE-${order.id}`,
                  status: captureStatus,
                  amount: { currency_code: order.currency, value },
                  ...(captureStatus === 'PENDING' && {
                    status_details: { reason: 'PENDING_REVIEW' },
                  }),
                },
              ],
            },
          },
        ],
      },
    };
  }

  const server = createServer(async (req, res) => {
    const url = req.url ?? '';
    const body = await readBody(req);
    if (req.method === 'POST' && url === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected)
        return send(res, { status: 401, body: { error: 'invalid_client' } });
      return send(res, {
        status: 200,
        body: { access_token: token, token_type: 'Bearer', expires_in: 32400 },
      });
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      return send(res, { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } });
    }
    const requestId = String(req.headers['paypal-request-id'] ?? '');
    const replay = requestId ? byRequestId.get(requestId) : undefined;

    if (req.method === 'POST' && url === '/v2/checkout/orders') {
      if (replay) return send(res, replay);
      const unit = (
        JSON.parse(body) as {
          purchase_units: Array<{ amount: { currency_code: string; value: string } }>;
        }
      ).purchase_units[0];
      if (!unit) return send(res, { status: 400, body: { name: 'INVALID_REQUEST' } });
      const order = {
        id: `PAYPAL-${nextOrder++}`,
        value: unit.amount.value,
        currency: unit.amount.currency_code,
      };
      orders.set(order.id, order);
      const response = { status: 201, body: { id: order.id, status: 'CREATED' } };
      if (requestId) byRequestId.set(requestId, response);
      return send(res, response);
    }

    const match = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url);
    if (req.method === 'POST' && match) {
      captureRequestIds.push(requestId);
      let response = replay;
      if (!response) {
        const order = orders.get(decodeURIComponent(match[1] ?? ''));
        if (!order) return send(res, { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } });
        response = capture(order);
        if (requestId) byRequestId.set(requestId, response);
        const done = { orderId: order.id, requestId };
        executed.push(done);
        for (const resolve of captureWaiters.splice(0)) resolve(done);
      }
      if (
        faultyAnswersLeft > 0 &&
        (scenario === 'drop' || scenario === 'slow' || scenario === 'hang')
      ) {
        // The money has moved at PayPal; what goes wrong is only the answer.
        faultyAnswersLeft -= 1;
        if (scenario === 'drop') {
          req.socket.destroy();
        } else if (scenario === 'slow') {
          const late = response;
          setTimeout(() => send(res, late), 2_000).unref();
        } else {
          held.add(res);
          res.once('close', () => held.delete(res));
        }
        return;
      }
      if (replay) return send(res, replay);
      if (slowCapturesLeft > 0) {
        // PayPal did the capture, but its answer arrives after our client gave up.
        slowCapturesLeft -= 1;
        setTimeout(() => send(res, response), 2_000).unref();
        return;
      }
      return send(res, response);
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url);
    if (req.method === 'POST' && refund) {
      if (replay) return send(res, replay);
      const captureId = decodeURIComponent(refund[1] ?? '');
      const captured = executed.some(({ orderId }) => `CAPTURE-${orderId}` === captureId);
      if (!captured) return send(res, { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } });
      if (refunds.includes(captureId)) {
        return send(res, {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] },
        });
      }
      refunds.push(captureId);
      const response = { status: 201, body: { id: `REFUND-${captureId}`, status: 'COMPLETED' } };
      if (requestId) byRequestId.set(requestId, response);
      return send(res, response);
    }
    send(res, { status: 404, body: { name: 'NOT_FOUND' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    get capturesExecuted() {
      return capturesExecuted;
    },
    captureRequestIds,
    /** Capture ids PayPal refunded, in order (replays of a request id excluded). */
    refunds,
    /** Captures PayPal executed, in order (replays of a request id excluded). */
    executed,
    /** Resolves with the next capture PayPal executes. */
    nextCapture(): Promise<ExecutedCapture> {
      return new Promise((resolve) => captureWaiters.push(resolve));
    },
    /**
     * Chooses how the next captures go. `times` (default 1) is how many answers the fault
     * scenarios (drop, slow, hang) spoil before PayPal answers normally again.
     */
    setScenario(next: CaptureScenario, options: { times?: number } = {}) {
      scenario = next === 'slow-once' ? 'complete' : next;
      slowCapturesLeft = next === 'slow-once' ? 1 : 0;
      faultyAnswersLeft = options.times ?? 1;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
