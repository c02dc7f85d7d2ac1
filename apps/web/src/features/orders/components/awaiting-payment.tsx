import { useEffect, useId, useRef, useState } from 'react';
import { Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PayArea, type CapturedOrder } from '../../checkout';
import type { Order } from '../types';
import styles from './awaiting-payment.module.css';

const timeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
const MINUTE_MS = 60_000;

/** "in 2 h 41 min", "in 5 min", "in less than a minute": what is left, from now. */
export function timeLeft(until: Date, now: Date): string {
  const minutes = Math.floor((until.getTime() - now.getTime()) / MINUTE_MS);
  if (minutes < 1) return 'in less than a minute';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `in ${hours} h ${minutes % 60} min` : `in ${minutes} min`;
}

/** The time now, again every minute, for what counts down. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * When an order awaiting payment expires (local time and time left): until then it holds its
 * discount code (decision 0052).
 */
export function OrderExpiry({ expiresAt }: { expiresAt: string }) {
  const now = useMinuteClock();
  const at = new Date(expiresAt);
  return (
    <p className={styles.expiry}>
      <Clock size={16} aria-hidden="true" />
      <span>
        Awaiting payment until <time dateTime={expiresAt}>{timeFormat.format(at)}</time> (
        {timeLeft(at, now)}); it holds its discount code until then, or until you cancel it.
      </span>
    </p>
  );
}

/**
 * "Resume payment": the pay buttons for this very order (PayPal's order id, not a new order),
 * shown in place, with focus moved to them.
 */
export function ResumePayment({
  order,
  onPaid,
}: {
  order: Order & { paymentOrderId: string };
  onPaid: (result: CapturedOrder) => void;
}) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) region.current?.focus();
  }, [open]);
  return (
    <>
      <Button
        size="sm"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((was) => !was)}
      >
        Resume payment
      </Button>
      {open ? (
        <div
          id={regionId}
          ref={region}
          tabIndex={-1}
          role="region"
          aria-label="Pay this order"
          className={styles.pay}
        >
          <PayArea details={{}} resumeOrderId={order.paymentOrderId} onPaid={onPaid} />
        </div>
      ) : null}
    </>
  );
}
