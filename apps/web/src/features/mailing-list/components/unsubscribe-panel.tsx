import { CircleCheck } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useUnsubscribe, useUnsubscribeTarget } from '../api/unsubscribe';
import styles from './unsubscribe-panel.module.css';

/**
 * The page a mail's unsubscribe link opens, signed in or not: it names the address and asks
 * before removing it (a link scanner that follows links must not unsubscribe anyone).
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const target = useUnsubscribeTarget(token);
  const leave = useUnsubscribe();

  let body;
  if (!token) {
    body = <p role="alert">{COPY.unsubscribe.invalid}</p>;
  } else if (leave.isSuccess) {
    body = (
      <p role="status" className={styles.done}>
        <CircleCheck size={24} aria-hidden="true" />
        {leave.data.message}
      </p>
    );
  } else if (target.isError) {
    body = <p role="alert">{errorMessage(target.error)}</p>;
  } else if (!target.data) {
    body = <p>Checking your link…</p>;
  } else {
    body = (
      <>
        <p>{COPY.unsubscribe.confirm(target.data.email)}</p>
        {leave.isError && <p role="alert">{errorMessage(leave.error)}</p>}
        <Button variant="danger" loading={leave.isPending} onClick={() => leave.mutate(token)}>
          {COPY.unsubscribe.button}
        </Button>
      </>
    );
  }
  return <div className={styles.panel}>{body}</div>;
}
