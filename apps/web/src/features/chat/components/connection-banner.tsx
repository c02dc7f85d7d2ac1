import { useEffect, useState } from 'react';
import { Wifi, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useChatSocket } from '../realtime/socket-context';
import styles from './connection-banner.module.css';

/** After this long down, the banner says so plainly and offers to try now (decision 0030). */
export const CONNECTION_ALERT_AFTER_MS = 10_000;
/** A first connection slower than this shows the banner; a quicker one shows nothing. */
const FIRST_CONNECT_GRACE_MS = 3_000;
/** How long 'Back online' stays before it fades. */
const BACK_ONLINE_MS = 4_000;

type Shown = 'none' | 'reconnecting' | 'down' | 'back';

/**
 * The socket's state for the member: 'Reconnecting…' while it is down, an alert-styled notice
 * once it has been down a while, and a quiet 'Back online' when it returns. One live region
 * (role=status, polite) stays mounted so each change is announced.
 */
export function ConnectionBanner() {
  const { status, reconnect } = useChatSocket();
  const [shown, setShown] = useState<Shown>('none');

  useEffect(() => {
    const later = (ms: number, next: (shown: Shown) => Shown) =>
      window.setTimeout(() => setShown(next), ms);
    const timers =
      status === 'connected'
        ? [
            later(0, (was) => (was === 'reconnecting' || was === 'down' ? 'back' : was)),
            later(BACK_ONLINE_MS, (was) => (was === 'back' ? 'none' : was)),
          ]
        : [
            later(status === 'connecting' ? FIRST_CONNECT_GRACE_MS : 0, (was) =>
              was === 'down' ? was : 'reconnecting',
            ),
            later(CONNECTION_ALERT_AFTER_MS, () => 'down'),
          ];
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [status]);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {shown === 'reconnecting' ? (
        <p className={styles.banner} data-tone="warning">
          <WifiOff size={16} aria-hidden="true" />
          <span>Reconnecting…</span>
        </p>
      ) : shown === 'down' ? (
        <div className={styles.banner} data-tone="danger">
          <WifiOff size={16} aria-hidden="true" />
          <span className={styles.text}>
            <strong>Can’t reach the server.</strong> Messages you send wait here and go when the
            connection is back.
          </span>
          <Button size="sm" variant="secondary" onClick={reconnect}>
            Try now
          </Button>
        </div>
      ) : shown === 'back' ? (
        <p className={`${styles.banner} ${styles.fading}`} data-tone="success">
          <Wifi size={16} aria-hidden="true" />
          <span>Back online</span>
        </p>
      ) : null}
    </div>
  );
}
