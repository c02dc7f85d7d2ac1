import { useEffect, useRef, useState } from 'react';
import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import {
  confirmSubscription,
  MEMBERSHIP_ACTIVE,
  MEMBERSHIP_PENDING,
  openSubscription,
  type OpenedSubscription,
} from '../api/billing';
import styles from './subscribe-button.module.css';

export const WINDOW_CLOSED =
  "You closed PayPal's window: nothing was charged and no membership started. Press PayPal again to subscribe.";
const CONFIRMING = 'Asking PayPal whether your membership is active…';
const FAILED = 'The membership could not be started. Please try again.';

type Phase =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'pending' }
  | { kind: 'active' }
  | { kind: 'closed' }
  | { kind: 'failed'; message: string };

export interface PayPalSubscribeProps {
  clientId: string;
  planId: number;
  /** PayPal's script could not be loaded (blocked, offline): the page subscribes without it. */
  onUnavailable: () => void;
}

function Buttons({ planId, onUnavailable }: Omit<PayPalSubscribeProps, 'clientId'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // The subscription opened for PayPal's window, confirmed once approved. Pressing PayPal
  // again after closing the window asks the server again, which answers the same one while it
  // waits for approval (decision 0072).
  const opened = useRef<OpenedSubscription | null>(null);
  // Our own failures are reported where they happen; PayPal then calls onError as well.
  const reported = useRef(false);

  useEffect(() => {
    if (isRejected) onUnavailable();
  }, [isRejected, onUnavailable]);

  const fail = (error: unknown) => {
    reported.current = true;
    // PayPal's own errors say nothing a member can act on.
    const message = isApiError(error) ? errorMessage(error) : FAILED;
    setPhase({ kind: 'failed', message });
    toast.error(message);
  };

  if (isRejected) return null;
  return (
    <div className={styles.area}>
      {isPending ? <Skeleton height={48} radius="var(--radius-md)" /> : null}
      <PayPalButtons
        className={styles.paypal}
        style={{ layout: 'vertical', shape: 'rect', label: 'subscribe', height: 48 }}
        createSubscription={async () => {
          reported.current = false;
          setPhase({ kind: 'idle' });
          try {
            opened.current = await openSubscription(planId);
            return opened.current.providerSubscriptionId;
          } catch (error) {
            fail(error);
            throw error;
          }
        }}
        // What PayPal's window says is not believed: the server reads the subscription back.
        onApprove={async () => {
          const approved = opened.current;
          if (!approved) return;
          opened.current = null;
          setPhase({ kind: 'confirming' });
          try {
            const subscription = await confirmSubscription(approved.subscriptionId);
            const active = subscription.status === 'active';
            setPhase({ kind: active ? 'active' : 'pending' });
            toast.success(active ? MEMBERSHIP_ACTIVE : MEMBERSHIP_PENDING);
          } catch (error) {
            fail(error);
          } finally {
            void queryClient.invalidateQueries();
          }
        }}
        onCancel={() => {
          setPhase({ kind: 'closed' });
          toast.success(WINDOW_CLOSED);
        }}
        onError={(error) => {
          if (!reported.current) fail(error);
          reported.current = false;
        }}
      />
      <PhaseNote phase={phase} />
    </div>
  );
}

/** Where the subscription stands after PayPal's window: said in words, next to the button. */
function PhaseNote({ phase }: { phase: Phase }) {
  if (phase.kind === 'idle') return null;
  if (phase.kind === 'failed')
    return (
      <p className={styles.failed} role="alert" data-phase="failed">
        {phase.message}
      </p>
    );
  const text = {
    confirming: CONFIRMING,
    pending: MEMBERSHIP_PENDING,
    active: MEMBERSHIP_ACTIVE,
    closed: WINDOW_CLOSED,
  }[phase.kind];
  return (
    <p className={styles.note} role="status" data-phase={phase.kind}>
      {text}
    </p>
  );
}

/**
 * PayPal's subscription button (decision 0072): the script loaded with `vault=true` and
 * `intent=subscription`; the server opens the subscription (plan id only, our member's id as
 * PayPal's custom id) and, once the buyer approves, reads it back from PayPal.
 */
export default function PayPalSubscribe({ clientId, ...props }: PayPalSubscribeProps) {
  return (
    <PayPalScriptProvider options={{ clientId, vault: true, intent: 'subscription' }}>
      <Buttons {...props} />
    </PayPalScriptProvider>
  );
}
