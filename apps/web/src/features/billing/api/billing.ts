import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { api, errorMessage } from '../../../lib/api-client';
import type { ApiRequestBody } from '../../../lib/api-types';

export const SUBSCRIPTIONS_QUERY_KEY = ['billing', 'subscriptions'] as const;

/** What the page says once PayPal is asked: active, or approved with the payment to come. */
export const MEMBERSHIP_ACTIVE = 'Your membership is active';
export const MEMBERSHIP_PENDING =
  'PayPal approved your membership: it starts as soon as PayPal confirms the first payment.';

/** The member's memberships: status, next renewal, payments (decision 0063). */
export async function getSubscriptions(signal?: AbortSignal) {
  const { subscriptions } = await api.get('/api/billing/subscriptions', { signal });
  return subscriptions;
}
export type Subscription = Awaited<ReturnType<typeof getSubscriptions>>[number];

export async function getPlans(signal?: AbortSignal) {
  const { plans } = await api.get('/api/billing/plans', { signal });
  return plans;
}
export type Plan = Awaited<ReturnType<typeof getPlans>>[number];

export function useSubscriptions() {
  return useQuery(
    queryOptions({
      queryKey: SUBSCRIPTIONS_QUERY_KEY,
      queryFn: ({ signal }) => getSubscriptions(signal),
      staleTime: 0,
    }),
  );
}

export function usePlans() {
  return useQuery({ queryKey: ['billing', 'plans'], queryFn: ({ signal }) => getPlans(signal) });
}

/**
 * After any change the page shows what the server holds; access (roles, rooms, the signals
 * page) may have changed with it, so every query is read again.
 */
function useSettled() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries();
}

/**
 * Opens a subscription to a plan: the server creates it at the provider, with the plan id
 * alone from here; PayPal's subscription id is what PayPal's button approves (decision 0072).
 */
export function openSubscription(planId: number) {
  return api.post('/api/billing/subscriptions', { body: { planId } });
}
export type OpenedSubscription = Awaited<ReturnType<typeof openSubscription>>;

/**
 * Subscribes without PayPal's button: the demo provider needs no approval, so the server is
 * asked to read it back at once; with PayPal (its script blocked) the member approves on
 * PayPal's page and comes back to this page (`?confirm=`).
 */
export function useSubscribe() {
  const toast = useToast();
  const settled = useSettled();
  return useMutation({
    mutationFn: async (planId: number) => {
      const created = await openSubscription(planId);
      if (created.approveUrl) {
        window.location.assign(created.approveUrl);
        return null;
      }
      return confirmSubscription(created.subscriptionId);
    },
    onSuccess: (subscription) => {
      if (subscription?.status === 'active') toast.success(MEMBERSHIP_ACTIVE);
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: settled,
  });
}

/**
 * Asks the server to read the subscription back from the provider: only it says it is paid.
 * One PayPal does not show active is refused (409 `subscription_not_active`, decision 0072).
 */
export async function confirmSubscription(id: string) {
  const { subscription } = await api.post('/api/billing/subscriptions/{id}/confirm', {
    params: { id },
  });
  return subscription;
}

/** Back from approving on PayPal's page: the answer is toasted, the page read again. */
export function useConfirmSubscription() {
  const toast = useToast();
  const settled = useSettled();
  return useMutation({
    mutationFn: confirmSubscription,
    onSuccess: (subscription) =>
      toast.success(subscription.status === 'active' ? MEMBERSHIP_ACTIVE : MEMBERSHIP_PENDING),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: settled,
  });
}

export function useCancelSubscription() {
  const toast = useToast();
  const settled = useSettled();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post('/api/billing/subscriptions/{id}/cancel', { params: { id } })).subscription,
    onSuccess: () => toast.success('Cancelled: you keep access until the end of the paid period'),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: settled,
  });
}

/** Takes back a cancellation while the paid period lasts (decision 0069). */
export function useResumeSubscription() {
  const toast = useToast();
  const settled = useSettled();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post('/api/billing/subscriptions/{id}/resume', { params: { id } })).subscription,
    onSuccess: () => toast.success('Resumed: your membership renews again'),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: settled,
  });
}

/**
 * Upgrades a badge tier membership to a higher tier's plan (decision 0071): PayPal revises it
 * and bills the new price from the next cycle. When PayPal asks the member to approve, they
 * go there and come back to this page (`?confirm=`), which reads it back.
 */
export function useUpgradeSubscription() {
  const toast = useToast();
  const settled = useSettled();
  return useMutation({
    mutationFn: async (input: { id: string; planId: number }) => {
      const answer = await api.post('/api/billing/subscriptions/{id}/upgrade', {
        params: { id: input.id },
        body: { planId: input.planId },
      });
      if (answer.approveUrl) window.location.assign(answer.approveUrl);
      return answer;
    },
    onSuccess: (answer) => {
      if (!answer.approveUrl)
        toast.success('Upgraded: the new price applies from the next renewal');
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: settled,
  });
}

/**
 * Withdraws the upgrade awaiting the member's approval at PayPal (decision 0077), so another
 * may be asked; PayPal's link lapses by itself.
 */
export function useWithdrawUpgrade() {
  const toast = useToast();
  const settled = useSettled();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.delete('/api/billing/subscriptions/{id}/upgrade', { params: { id } }))
        .subscription,
    onSuccess: () => toast.success('Upgrade request cancelled'),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: settled,
  });
}

/** The demo provider's development-only control: renew now, or fail the next payment. */
export function useDemoControl() {
  const toast = useToast();
  const settled = useSettled();
  return useMutation({
    mutationFn: async (input: { id: string; action: 'renew_now' | 'fail_next' }) =>
      (
        await api.post('/api/billing/subscriptions/{id}/demo', {
          params: { id: input.id },
          body: { action: input.action },
        })
      ).subscription,
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: settled,
  });
}

/** The console's memberships: subscribers, MRR, payments in their grace, churn (admins). */
export function useSubscribersReport() {
  return useQuery({
    queryKey: ['admin', 'subscriptions'],
    queryFn: ({ signal }) => api.get('/api/admin/subscriptions', { signal }),
  });
}

/** A subscription's PayPal notifications and payments, read when the console opens them. */
export function useSubscriptionEvents(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'subscriptions', id, 'events'],
    queryFn: ({ signal }) =>
      api.get('/api/admin/subscriptions/{id}/events', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

/** The founder saves a membership's period and price; the server makes PayPal's plan. */
export function useSavePlan() {
  const toast = useToast();
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: { productKey: string; period: 'week' | 'month'; price: number }) =>
      api.put('/api/admin/subscription-plans', { body }),
    onSuccess: () => toast.success('Plan saved'),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: settled,
  });
}

/**
 * The founder chooses how a product (a badge tier) is sold: one-time, as a membership, or both
 * (decision 0071); the server keeps PayPal's plan in step.
 */
export function useSaveSaleModes() {
  const toast = useToast();
  const settled = useSettled();
  return useMutation({
    mutationFn: (input: {
      key: string;
      body: ApiRequestBody<'/api/admin/products/{key}/sale-modes', 'put'>;
    }) =>
      api.put('/api/admin/products/{key}/sale-modes', {
        params: { key: input.key },
        body: input.body,
      }),
    onSuccess: () => toast.success('Saved: the storefront shows it at once'),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: settled,
  });
}

/** The founder refunds all of one of a membership's payments (decision 0069). */
export function useRefundSubscriptionPayment() {
  const toast = useToast();
  const settled = useSettled();
  return useMutation({
    mutationFn: (input: { subscriptionId: string; paymentId: string; reason: string }) =>
      api.post('/api/admin/subscriptions/{id}/refund', {
        params: { id: input.subscriptionId },
        body: { paymentId: input.paymentId, reason: input.reason },
      }),
    onSuccess: () => toast.success('Refunded: its period of access is taken back'),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: settled,
  });
}
