/**
 * The fake PayPal's Catalog Products and Subscriptions APIs (decision 0063), with the
 * controls a test uses to play what PayPal does on its own: the buyer approves, a renewal is
 * charged or fails, PayPal suspends or expires a subscription, a payment is refunded; each
 * control returns the notification PayPal would send, for the test to deliver (or lose).
 */

interface Transaction {
  id: string;
  status: 'COMPLETED' | 'REFUNDED' | 'REVERSED';
  value: string;
  currency: string;
  time: string;
}

interface FakeSubscription {
  id: string;
  planId: string;
  customId: string | null;
  status: 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  /** A revision to this plan waits for the buyer's approval (decision 0071). */
  pendingPlanId: string | null;
  lastFailedAt: string | null;
  transactions: Transaction[];
}

interface FakePlan {
  id: string;
  productId: string;
  intervalUnit: string;
  value: string;
  currency: string;
}

type Answer = { status: number; body: unknown };
export function createFakeSubscriptions<E>(
  url: () => string,
  event: (type: string, resourceType: string, resource: object) => E,
) {
  const products = new Map<string, { id: string; name: string }>();
  const plans = new Map<string, FakePlan>();
  const subscriptions = new Map<string, FakeSubscription>();
  const byRequestId = new Map<string, Answer>();
  let next = 1;
  /** How many calls of each kind reached the fake: a test counts reads of the reconcile job. */
  const calls = {
    createPlan: 0,
    createProduct: 0,
    createSubscription: 0,
    show: 0,
    cancel: 0,
    suspend: 0,
    activate: 0,
    revise: 0,
    refundSale: 0,
  };
  type CallKind = keyof typeof calls;
  /** Answers a test makes PayPal give instead of its own, by kind of call, until lifted. */
  const faults = new Map<CallKind, Answer>();
  /** Calls held until `arrivals` of their kind came, then answered together (a barrier). */
  const gates = new Map<CallKind, { arrivals: number; held: Array<() => void> }>();
  /** Calls PayPal carried out whose answer is held back until the test releases it. */
  const answerHolds = new Map<CallKind, { answered: () => void; released: Promise<void> }>();
  /** The kind of call a request is, as `calls` counts it. */
  function kindOf(method: string, path: string): CallKind | undefined {
    if (method !== 'POST')
      return /^\/v1\/billing\/subscriptions\/[^/?]+$/.test(path) ? 'show' : undefined;
    if (path === '/v1/catalogs/products') return 'createProduct';
    if (path === '/v1/billing/plans') return 'createPlan';
    if (path === '/v1/billing/subscriptions') return 'createSubscription';
    if (/^\/v1\/payments\/sale\/[^/?]+\/refund$/.test(path)) return 'refundSale';
    const action = /^\/v1\/billing\/subscriptions\/[^/?]+\/(cancel|suspend|activate|revise)$/.exec(
      path,
    )?.[1];
    return action as CallKind | undefined;
  }

  const body = (s: FakeSubscription) => ({
    id: s.id,
    status: s.status,
    plan_id: s.planId,
    custom_id: s.customId ?? undefined,
    billing_info: s.lastFailedAt ? { last_failed_payment: { time: s.lastFailedAt } } : {},
    links: [
      {
        rel: 'approve',
        href: `${url()}/webapps/billing/subscriptions?ba_token=${s.id}`,
        method: 'GET',
      },
      { rel: 'self', href: `${url()}/v1/billing/subscriptions/${s.id}`, method: 'GET' },
    ],
  });
  const found = (id: string) => {
    const s = subscriptions.get(id);
    if (!s) throw new Error(`the fake PayPal has no subscription ${id}`);
    return s;
  };
  const planOf = (s: FakeSubscription) => {
    const plan = plans.get(s.planId);
    if (!plan) throw new Error(`the fake PayPal has no plan ${s.planId}`);
    return plan;
  };
  const saleResource = (s: FakeSubscription, t: Transaction) => ({
    id: t.id,
    state: 'completed',
    amount: { total: t.value, currency: t.currency },
    billing_agreement_id: s.id,
    custom: s.customId ?? undefined,
    create_time: t.time,
  });
  const subscriptionEvent = (type: string, s: FakeSubscription) =>
    event(`BILLING.SUBSCRIPTION.${type}`, 'subscription', body(s));

  /**
   * Answers one request of the Catalog or Subscriptions API, or undefined when not one: as a
   * fault set by the test says, after its gate opens, or as PayPal would.
   */
  async function handle(
    method: string,
    path: string,
    raw: string,
    requestId: string,
  ): Promise<Answer | undefined> {
    const kind = kindOf(method, path);
    const gate = kind && gates.get(kind);
    if (gate) {
      const opened = new Promise<void>((resolve) => gate.held.push(resolve));
      if (gate.held.length >= gate.arrivals) {
        gates.delete(kind);
        for (const release of gate.held) release();
      }
      await opened;
    }
    const fault = kind && faults.get(kind);
    const result = fault ?? answer(method, path, raw, requestId);
    const hold = kind && answerHolds.get(kind);
    if (hold) {
      answerHolds.delete(kind);
      hold.answered();
      await hold.released;
    }
    return result;
  }

  /** What PayPal answers one request of the Catalog or Subscriptions API. */
  function answer(
    method: string,
    path: string,
    raw: string,
    requestId: string,
  ): Answer | undefined {
    const remembered = (answer: Answer) => {
      if (requestId) byRequestId.set(requestId, answer);
      return answer;
    };
    const replay = requestId ? byRequestId.get(requestId) : undefined;
    if (method === 'POST' && path === '/v1/catalogs/products') {
      if (replay) return replay;
      calls.createProduct += 1;
      const asked = JSON.parse(raw) as { name?: string };
      if (!asked.name) return { status: 400, body: { name: 'INVALID_REQUEST' } };
      const product = { id: `PROD-FAKE-${next++}`, name: asked.name };
      products.set(product.id, product);
      return remembered({ status: 201, body: product });
    }
    if (method === 'POST' && path === '/v1/billing/plans') {
      if (replay) return replay;
      calls.createPlan += 1;
      const asked = JSON.parse(raw) as {
        product_id: string;
        billing_cycles: Array<{
          frequency: { interval_unit: string };
          pricing_scheme: { fixed_price: { value: string; currency_code: string } };
        }>;
      };
      const cycle = asked.billing_cycles[0];
      if (!products.has(asked.product_id) || !cycle)
        return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY' } };
      const plan: FakePlan = {
        id: `P-FAKE-${next++}`,
        productId: asked.product_id,
        intervalUnit: cycle.frequency.interval_unit,
        value: cycle.pricing_scheme.fixed_price.value,
        currency: cycle.pricing_scheme.fixed_price.currency_code,
      };
      plans.set(plan.id, plan);
      return remembered({ status: 201, body: { id: plan.id, status: 'ACTIVE' } });
    }
    if (method === 'POST' && path === '/v1/billing/subscriptions') {
      if (replay) return replay;
      calls.createSubscription += 1;
      const asked = JSON.parse(raw) as { plan_id: string; custom_id?: string };
      if (!plans.has(asked.plan_id)) return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY' } };
      const s: FakeSubscription = {
        id: `I-FAKE${next++}`,
        planId: asked.plan_id,
        customId: asked.custom_id ?? null,
        status: 'APPROVAL_PENDING',
        pendingPlanId: null,
        lastFailedAt: null,
        transactions: [],
      };
      subscriptions.set(s.id, s);
      return remembered({ status: 201, body: body(s) });
    }
    const sale = /^\/v1\/payments\/sale\/([^/?]+)\/refund$/.exec(path);
    if (method === 'POST' && sale) {
      if (replay) return replay;
      calls.refundSale += 1;
      const saleId = decodeURIComponent(sale[1] ?? '');
      const t = [...subscriptions.values()]
        .flatMap((x) => x.transactions)
        .find((x) => x.id === saleId);
      if (!t) return { status: 404, body: { name: 'INVALID_RESOURCE_ID' } };
      if (t.status !== 'COMPLETED')
        return { status: 400, body: { name: 'TRANSACTION_ALREADY_REFUNDED' } };
      t.status = 'REFUNDED';
      return remembered({
        status: 201,
        body: { id: `REFUND-${saleId}`, state: 'completed', sale_id: saleId },
      });
    }
    const match = /^\/v1\/billing\/subscriptions\/([^/?]+)(\/[a-z]+)?(\?.*)?$/.exec(path);
    if (!match) return undefined;
    const s = subscriptions.get(decodeURIComponent(match[1] ?? ''));
    if (!s) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    const action = match[2] ?? '';
    if (method === 'GET' && action === '') {
      calls.show += 1;
      return { status: 200, body: body(s) };
    }
    if (method === 'GET' && action === '/transactions') {
      const query = new URLSearchParams(match[3]?.slice(1) ?? '');
      const from = Date.parse(query.get('start_time') ?? '');
      const to = Date.parse(query.get('end_time') ?? '');
      if (Number.isNaN(from) || Number.isNaN(to))
        return { status: 400, body: { name: 'INVALID_REQUEST' } };
      const transactions = s.transactions
        .filter((t) => Date.parse(t.time) >= from && Date.parse(t.time) <= to)
        .map((t) => ({
          id: t.id,
          status: t.status,
          time: t.time,
          amount_with_breakdown: { gross_amount: { currency_code: t.currency, value: t.value } },
        }));
      return { status: 200, body: { transactions } };
    }
    if (method === 'POST' && action === '/cancel') {
      calls.cancel += 1;
      // PayPal cancels only a live subscription (ACTIVE or SUSPENDED).
      if (s.status !== 'ACTIVE' && s.status !== 'SUSPENDED')
        return {
          status: 422,
          body: {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }],
          },
        };
      s.status = 'CANCELLED';
      return { status: 204, body: null };
    }
    if (method === 'POST' && action === '/revise') {
      calls.revise += 1;
      const asked = JSON.parse(raw) as { plan_id?: string };
      const plan = plans.get(asked.plan_id ?? '');
      // PayPal revises a live subscription to a plan of the same catalog product only.
      if (!plan || plan.productId !== planOf(s).productId)
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INVALID_PLAN' }] },
        };
      if (s.status !== 'ACTIVE')
        return {
          status: 422,
          body: {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }],
          },
        };
      // A higher price needs the buyer's consent: the plan changes once they approve.
      if (Number(plan.value) > Number(planOf(s).value)) {
        s.pendingPlanId = plan.id;
        return {
          status: 200,
          body: {
            plan_id: plan.id,
            plan_overridden: false,
            links: [
              {
                rel: 'approve',
                href: `${url()}/webapps/billing/subscriptions/update?ba_token=${s.id}`,
                method: 'GET',
              },
            ],
          },
        };
      }
      s.planId = plan.id;
      s.pendingPlanId = null;
      return { status: 200, body: { plan_id: plan.id, plan_overridden: false, links: [] } };
    }
    if (method === 'POST' && (action === '/suspend' || action === '/activate')) {
      calls[action === '/suspend' ? 'suspend' : 'activate'] += 1;
      // PayPal suspends only an active subscription, and activates only a suspended one.
      const [from, to] = action === '/suspend' ? ['ACTIVE', 'SUSPENDED'] : ['SUSPENDED', 'ACTIVE'];
      if (s.status !== from)
        return {
          status: 422,
          body: {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }],
          },
        };
      s.status = to as FakeSubscription['status'];
      return { status: 204, body: null };
    }
    return undefined;
  }

  /** PayPal takes one payment of the subscription at `time`: PAYMENT.SALE.COMPLETED. */
  function charge(id: string, time: Date) {
    const s = found(id);
    const plan = planOf(s);
    const t: Transaction = {
      id: `SALE-FAKE-${next++}`,
      status: 'COMPLETED',
      value: plan.value,
      currency: plan.currency,
      time: time.toISOString(),
    };
    s.transactions.push(t);
    return event('PAYMENT.SALE.COMPLETED', 'sale', saleResource(s, t));
  }

  return {
    handle,
    calls,
    /**
     * PayPal answers every call of `kind` with `status` and `body` (a refusal, or 503 for one
     * out of reach) until lifted with null.
     */
    fault(kind: CallKind, answer: Answer | null) {
      if (answer) faults.set(kind, answer);
      else faults.delete(kind);
    },
    /** PayPal answers as itself again: every fault lifted, every gate opened. */
    reset() {
      faults.clear();
      for (const gate of gates.values()) for (const release of gate.held) release();
      gates.clear();
    },
    /**
     * The next call of `kind` is carried out, but its answer reaches the server only when the
     * test calls `release`: the test can deliver PayPal's notification of it first.
     */
    holdAnswer(kind: CallKind) {
      let answered = () => {};
      let release = () => {};
      const carriedOut = new Promise<void>((resolve) => (answered = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      answerHolds.set(kind, { answered, released });
      return { carriedOut, release };
    },
    /** The next `arrivals` calls of `kind` are held until the last of them came (a barrier). */
    gate(kind: CallKind, arrivals: number) {
      gates.set(kind, { arrivals, held: [] });
    },
    plans,
    subscriptions,
    /**
     * The buyer approved at PayPal: the subscription is ACTIVE and its first payment taken at
     * `time` (now unless said). Returns ACTIVATED and the first PAYMENT.SALE.COMPLETED.
     */
    approve(id: string, time = new Date()) {
      const s = found(id);
      s.status = 'ACTIVE';
      const sale = charge(id, time);
      return { activated: subscriptionEvent('ACTIVATED', s), sale };
    },
    charge,
    /**
     * The buyer approved a revision at PayPal (decision 0071): the subscription bills the new
     * plan from its next payment. BILLING.SUBSCRIPTION.UPDATED.
     */
    approveRevision(id: string) {
      const s = found(id);
      if (!s.pendingPlanId) throw new Error(`the fake PayPal has no revision of ${id} to approve`);
      s.planId = s.pendingPlanId;
      s.pendingPlanId = null;
      return subscriptionEvent('UPDATED', s);
    },
    /** PayPal could not take the payment due at `time`: BILLING.SUBSCRIPTION.PAYMENT.FAILED. */
    fail(id: string, time: Date) {
      const s = found(id);
      s.lastFailedAt = time.toISOString();
      return subscriptionEvent('PAYMENT.FAILED', s);
    },
    /** PayPal moves the subscription to a status on its own: its notification. */
    setStatus(id: string, status: 'SUSPENDED' | 'CANCELLED' | 'EXPIRED' | 'ACTIVE') {
      const s = found(id);
      s.status = status;
      const type = {
        SUSPENDED: 'SUSPENDED',
        CANCELLED: 'CANCELLED',
        EXPIRED: 'EXPIRED',
        ACTIVE: 'UPDATED',
      }[status];
      return subscriptionEvent(type, s);
    },
    /**
     * A payment is refunded at PayPal (all of it, or `part`, e.g. '5.00') or reversed (a
     * chargeback): its notification.
     */
    giveBack(id: string, saleId: string, type: 'REFUNDED' | 'REVERSED', part?: string) {
      const s = found(id);
      const t = s.transactions.find((x) => x.id === saleId);
      if (!t) throw new Error(`the fake PayPal took no payment ${saleId}`);
      if (!part) t.status = type;
      const resource =
        type === 'REFUNDED'
          ? {
              id: `REFUND-${saleId}`,
              state: 'completed',
              sale_id: saleId,
              billing_agreement_id: s.id,
              amount: { total: part ?? t.value, currency: t.currency },
            }
          : saleResource(s, t);
      return event(`PAYMENT.SALE.${type}`, 'sale', resource);
    },
  };
}
