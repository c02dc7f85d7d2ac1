import { Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { ChatEntry } from '../types';
import { useMessageContext } from './message-context';
import styles from './waiting-notice.module.css';

/** Takes a message this client has not got stored (waiting or failed) off the page. */
export function DiscardEchoButton({ message }: { message: ChatEntry }) {
  const ctx = useMessageContext();
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => message.clientId && ctx.discard(message.clientId)}
    >
      Discard
    </Button>
  );
}

/**
 * Under a message sent while the connection is down: it waits in the outbox and goes when the
 * socket is back (decision 0030); until then it can be discarded.
 */
export function WaitingNotice({ message }: { message: ChatEntry }) {
  if (message.local?.status !== 'waiting') return null;
  return (
    <div className={styles.waiting} data-echo-status="waiting">
      <Clock size={14} aria-hidden="true" />
      <span>Waiting for the connection: it will be sent when it is back.</span>
      <DiscardEchoButton message={message} />
    </div>
  );
}
