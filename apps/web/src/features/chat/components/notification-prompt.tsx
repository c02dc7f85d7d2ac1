import { useState } from 'react';
import { BellRing, X } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useNotificationPermission } from '../hooks/use-notification-permission';
import styles from './notification-prompt.module.css';

/** Local storage: the member said 'Not now' on this browser (the bell still offers it). */
const DISMISSED_KEY = 'notificationsPromptDismissed';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The workspace's offer to turn browser notifications on (decision 0035): the browser is asked
 * only when the member presses the button, never on load; 'Not now' hides the offer on this
 * browser.
 */
export function NotificationPrompt() {
  const { permission, request } = useNotificationPermission();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const toast = useToast();
  if (permission !== 'default' || dismissed) return null;

  const enable = async () => {
    await request();
    if (Notification.permission === 'granted') toast.success(COPY.notifications.enabled);
    else if (Notification.permission === 'denied') toast.error(COPY.notifications.blocked);
  };
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Storage unavailable: the offer comes back next time, which is harmless.
    }
  };

  return (
    <section className={styles.prompt} aria-label={COPY.notifications.enable}>
      <BellRing size={18} aria-hidden="true" className={styles.icon} />
      {/* A phone gets the short words: the offer stays one row above the conversation. */}
      <p className={styles.text}>
        <span className={styles.wide}>{COPY.notifications.enablePrompt}</span>
        <span className={styles.narrow}>{COPY.notifications.enablePromptShort}</span>
      </p>
      <Button size="sm" aria-label={COPY.notifications.enable} onClick={() => void enable()}>
        <span className={styles.wide}>{COPY.notifications.enable}</span>
        <span className={styles.narrow}>{COPY.notifications.enableShort}</span>
      </Button>
      <Button
        size="sm"
        variant="ghost"
        iconOnly
        aria-label={COPY.notifications.notNow}
        title={COPY.notifications.notNow}
        onClick={dismiss}
        icon={<X size={16} aria-hidden="true" />}
      />
    </section>
  );
}
