import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { createFakeSubscriptions } from './fake-paypal-subscriptions';

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

/** A capture as PayPal keeps it: its status moves on when a held one settles. */
interface FakeCapture {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  value: string;
  currency: string;
}

/** A notification as PayPal sends it (the parts we read). */
export interface FakeWebhookEvent {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: string;
  event_type: string;
  summary: string;
  resource: Record<string, unknown>;
}

/** The secret the fake "signs" notifications with; PayPal uses an RSA key and a certificate. */
const SIGNING_KEY = 'fake-paypal-signing-key';

interface StoredResponse {
  status: number;
  body: unknown;
}

/**
 * A local stand-in for PayPal's REST API speaking the parts of Orders v2, Payments v2 and
 * Notifications v1 we use: OAuth client-credentials tokens, create, show and capture an order,
 * refund a capture, `PayPal-Request-Id` idempotency (a repeated request id gets the first
 * response back without doing the work again), captures held for review that settle later,
 * and webhooks: signed notifications of capture, refund and dispute events, and
 * verify-webhook-signature answering SUCCESS only for its own signature and our webhook id.
 */
export async function startFakePayPal(credentials: {
  clientId: string;
  clientSecret: string;
  /** The webhook id PayPal gave our listener: verification succeeds only for it. */
  webhookId?: string;
}) {
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
  /** Capture ids PayPal really refunded, once per refund (replays excluded). */
  const refunds: string[] = [];
  /** Each refund request as sent: its request id, and the amount asked (null: what remains). */
  const refundRequests: Array<{ captureId: string; requestId: string; value: string | null }> = [];
  /** Cents refunded of each capture so far, and refunds made of it. */
  const refundedCents = new Map<string, number>();
  /**
   * The next `times` refund requests fail: PayPal down (503), the answer lost after it, or
   * refused for good (422, the capture past PayPal's time limit for refunds).
   */
  let refundFault: { kind: 'down' | 'drop' | 'refuse'; times: number } = {
    kind: 'down',
    times: 0,
  };
  const captures = new Map<string, FakeCapture>();
  let nextEvent = 1;
  /** How many verify-webhook-signature calls were answered, and how many said SUCCESS. */
  const verifications = { asked: 0, succeeded: 0 };

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
    const taken: FakeCapture = {
      id: `CAPTURE-${order.id}`,
      orderId: order.id,
      status: scenario === 'pending' ? 'PENDING' : 'COMPLETED',
      value,
      currency: order.currency,
    };
    captures.set(taken.id, taken);
    return { status: 201, body: orderBody(order) };
  }

  function captureBody(taken: FakeCapture) {
    return {
      id: taken.id,
      status: taken.status,
      amount: { currency_code: taken.currency, value: taken.value },
      ...(taken.status === 'PENDING' && { status_details: { reason: 'PENDING_REVIEW' } }),
      supplementary_data: { related_ids: { order_id: taken.orderId } },
      links: [
        { rel: 'self', href: `${url()}/v2/payments/captures/${taken.id}`, method: 'GET' },
        { rel: 'up', href: `${url()}/v2/checkout/orders/${taken.orderId}`, method: 'GET' },
      ],
    };
  }

  /** An order as Orders v2 shows it, with its capture's status as it stands now. */
  function orderBody(order: FakeOrder) {
    const taken = [...captures.values()].filter((c) => c.orderId === order.id);
    return {
      id: order.id,
      status: taken.length > 0 ? 'COMPLETED' : 'APPROVED',
      purchase_units: [{ payments: { captures: taken.map(captureBody) } }],
    };
  }

  const signature = (transmissionId: string, time: string, webhookId: string, body: string) =>
    createHmac('sha256', SIGNING_KEY)
      .update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`)
      .digest('base64');

  function verify(request: Record<string, unknown>): boolean {
    const event = JSON.stringify(request.webhook_event);
    const expected = signature(
      String(request.transmission_id),
      String(request.transmission_time),
      String(request.webhook_id),
      event,
    );
    return (
      credentials.webhookId !== undefined &&
      request.webhook_id === credentials.webhookId &&
      request.auth_algo === 'SHA256withRSA' &&
      request.transmission_sig === expected
    );
  }

  function event(type: string, resourceType: string, resource: object): FakeWebhookEvent {
    return {
      id: `WH-FAKE-${nextEvent++}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: type,
      summary: `${type} (fake PayPal)`,
      resource: resource as Record<string, unknown>,
    };
  }

  function refundBody(
    captureId: string,
    value: string,
    currency: string,
    extra: { id?: string; customId?: string } = {},
  ) {
    const id = extra.id ?? `REFUND-${captureId}`;
    return {
      id,
      status: 'COMPLETED',
      amount: { currency_code: currency, value },
      ...(extra.customId !== undefined && { custom_id: extra.customId }),
      links: [
        { rel: 'self', href: `${url()}/v2/payments/refunds/${id}`, method: 'GET' },
        { rel: 'up', href: `${url()}/v2/payments/captures/${captureId}`, method: 'GET' },
      ],
    };
  }

  /**
   * Refunds `asked.amount` of a capture (what remains without one), as PayPal does: never
   * more than remains (REFUND_AMOUNT_EXCEEDED), nothing once all is back (CAPTURE_FULLY_REFUNDED).
   */
  function refundOnce(
    captureId: string,
    asked: { amount?: { value: string; currency_code: string }; custom_id?: string },
  ): StoredResponse {
    const captured = executed.some(({ orderId }) => `CAPTURE-${orderId}` === captureId);
    const taken = captures.get(captureId);
    if (!captured || !taken) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    const unprocessable = (issue: string) => ({
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] },
    });
    const done = refundedCents.get(captureId) ?? 0;
    const remaining = Math.round(Number(taken.value) * 100) - done;
    if (remaining <= 0) return unprocessable('CAPTURE_FULLY_REFUNDED');
    const cents = asked.amount ? Math.round(Number(asked.amount.value) * 100) : remaining;
    if (asked.amount && asked.amount.currency_code !== taken.currency)
      return unprocessable('REFUND_CAPTURE_CURRENCY_MISMATCH');
    if (cents > remaining) return unprocessable('REFUND_AMOUNT_EXCEEDED');
    refundedCents.set(captureId, done + cents);
    const count = refunds.filter((id) => id === captureId).length;
    refunds.push(captureId);
    return {
      status: 201,
      body: refundBody(captureId, (cents / 100).toFixed(2), taken.currency, {
        // The first refund of a capture keeps the id a full refund always had.
        ...(count > 0 && { id: `REFUND-${captureId}-${count + 1}` }),
        ...(asked.custom_id !== undefined && { customId: asked.custom_id }),
      }),
    };
  }

  const subscriptions = createFakeSubscriptions(() => url(), event);

  const capturedOf = (orderId: string) => {
    const taken = captures.get(`CAPTURE-${orderId}`);
    if (!taken) throw new Error(`the fake PayPal captured nothing for ${orderId}`);
    return taken;
  };

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

    if (req.method === 'POST' && url === '/v1/notifications/verify-webhook-signature') {
      verifications.asked += 1;
      const valid = verify(JSON.parse(body) as Record<string, unknown>);
      if (valid) verifications.succeeded += 1;
      return send(res, {
        status: 200,
        body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' },
      });
    }
    const shown = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url);
    if (req.method === 'GET' && shown) {
      const order = orders.get(decodeURIComponent(shown[1] ?? ''));
      if (!order) return send(res, { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } });
      return send(res, { status: 200, body: orderBody(order) });
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
      const captureId = decodeURIComponent(refund[1] ?? '');
      const asked = (body ? JSON.parse(body) : {}) as {
        amount?: { value: string; currency_code: string };
        custom_id?: string;
      };
      refundRequests.push({ captureId, requestId, value: asked.amount?.value ?? null });
      if (refundFault.times > 0 && refundFault.kind === 'down') {
        refundFault.times -= 1;
        return send(res, { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } });
      }
      if (refundFault.times > 0 && refundFault.kind === 'refuse') {
        refundFault.times -= 1;
        return send(res, {
          status: 422,
          body: {
            name: 'UNPROCESSABLE_ENTITY',
            details: [
              {
                issue: 'REFUND_TIME_LIMIT_EXCEEDED',
                description: 'You are over the time limit to perform a refund on this capture.',
              },
            ],
          },
        });
      }
      const response = replay ?? refundOnce(captureId, asked);
      if (!replay && requestId && response.status === 201) byRequestId.set(requestId, response);
      if (refundFault.times > 0 && refundFault.kind === 'drop') {
        // The money went back at PayPal; only the answer is lost.
        refundFault.times -= 1;
        req.socket.destroy();
        return;
      }
      return send(res, response);
    }
    const billing = await subscriptions.handle(req.method ?? '', url, body, requestId);
    if (billing) return send(res, billing);
    send(res, { status: 404, body: { name: 'NOT_FOUND' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  function url() {
    return `http://127.0.0.1:${port}`;
  }

  /**
   * A notification with PayPal's transmission headers, signed for `webhookId` (ours unless a
   * test forges another), as PayPal would POST it.
   */
  function signedWebhook(notification: FakeWebhookEvent, options: { webhookId?: string } = {}) {
    const payload = JSON.stringify(notification);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const webhookId = options.webhookId ?? credentials.webhookId ?? '';
    return {
      payload,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${url()}/v1/notifications/certs/CERT-fake`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature(transmissionId, time, webhookId, payload),
      },
    };
  }

  return {
    url: url(),
    /**
     * The server's PayPal settings pointing at this fake, with its credentials and webhook id;
     * `timeoutMs` is PAYPAL_TIMEOUT_MS (the server's default when left out).
     */
    appEnv(timeoutMs?: string): Record<string, string> {
      return {
        PAYPAL_CLIENT_ID: credentials.clientId,
        PAYPAL_CLIENT_SECRET: credentials.clientSecret,
        PAYPAL_API_BASE: url(),
        ...(timeoutMs ? { PAYPAL_TIMEOUT_MS: timeoutMs } : {}),
        ...(credentials.webhookId ? { PAYPAL_WEBHOOK_ID: credentials.webhookId } : {}),
      };
    },
    captures,
    verifications,
    signedWebhook,
    /** Catalog products, billing plans and subscriptions, and PayPal's moves on them. */
    subscriptions,
    /** POSTs a signed notification to a listener, as PayPal does; its answer's status. */
    async sendWebhook(listener: string, notification: FakeWebhookEvent) {
      const { payload, headers } = signedWebhook(notification);
      const response = await fetch(listener, { method: 'POST', headers, body: payload });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    /** A held capture settles at PayPal (review passed, or the payment was denied). */
    settleHeldCapture(orderId: string, status: 'COMPLETED' | 'DECLINED') {
      capturedOf(orderId).status = status;
    },
    /** PAYMENT.CAPTURE.COMPLETED, PENDING or DENIED for an order's capture as it stands. */
    captureEvent(type: 'COMPLETED' | 'PENDING' | 'DENIED', orderId: string) {
      return event(`PAYMENT.CAPTURE.${type}`, 'capture', captureBody(capturedOf(orderId)));
    },
    /**
     * PAYMENT.CAPTURE.REFUNDED (a refund made at PayPal: in full unless `value` says less) or
     * REVERSED (a chargeback), for an order's capture; `refund` names the refund (its id, and
     * the `custom_id` we gave it when we asked for it).
     */
    refundEvent(
      type: 'REFUNDED' | 'REVERSED',
      orderId: string,
      value?: string,
      refund: { id?: string; customId?: string } = {},
    ) {
      const taken = capturedOf(orderId);
      const resource = refundBody(taken.id, value ?? taken.value, taken.currency, refund);
      return event(`PAYMENT.CAPTURE.${type}`, 'refund', resource);
    },
    /** CUSTOMER.DISPUTE.CREATED, or RESOLVED with an outcome, for an order's capture. */
    disputeEvent(orderId: string, outcome?: 'RESOLVED_BUYER_FAVOUR' | 'RESOLVED_SELLER_FAVOUR') {
      const taken = capturedOf(orderId);
      const resource = {
        dispute_id: `PP-D-${orderId}`,
        reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
        status: outcome ? 'RESOLVED' : 'OPEN',
        disputed_transactions: [{ seller_transaction_id: taken.id }],
        dispute_amount: { currency_code: taken.currency, value: taken.value },
        ...(outcome && { dispute_outcome: { outcome_code: outcome } }),
      };
      const type = outcome ? 'CUSTOMER.DISPUTE.RESOLVED' : 'CUSTOMER.DISPUTE.CREATED';
      return event(type, 'dispute', resource);
    },
    orders,
    get capturesExecuted() {
      return capturesExecuted;
    },
    captureRequestIds,
    /** Capture ids PayPal refunded, one per refund, in order (replays of a request id excluded). */
    refunds,
    /** Every refund request as it came, replays and failed ones included. */
    refundRequests,
    /** Cents PayPal gave back of an order's capture so far. */
    refundedCentsOf: (orderId: string) => refundedCents.get(`CAPTURE-${orderId}`) ?? 0,
    /**
     * The next `times` refund requests fail: PayPal down (503), its answer lost after it, or
     * refused for good (422 REFUND_TIME_LIMIT_EXCEEDED).
     */
    failRefunds(kind: 'down' | 'drop' | 'refuse', times: number) {
      refundFault = { kind, times };
    },
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
