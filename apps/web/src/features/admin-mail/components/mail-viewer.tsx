import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { useMail } from '../api/get-mail';
import styles from './mail-admin.module.css';

/**
 * One mail as its recipient gets it: the plain text, or the HTML in a sandboxed frame (no
 * scripts, no access to the console), with its headers.
 */
export function MailViewer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const [view, setView] = useState<'html' | 'text'>('html');
  const query = useMail(id);
  const mail = query.data;

  return (
    <Modal open={id !== null} onClose={onClose} title={mail?.subject ?? 'Mail'} size="lg">
      {query.isError ? (
        <ErrorBanner
          title="Could not load the mail"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !mail ? (
        <p>Loading…</p>
      ) : (
        <div className={styles.viewer}>
          <dl className={styles.facts}>
            <dt>To</dt>
            <dd>{mail.to}</dd>
            {Object.entries(mail.headers).map(([name, value]) => (
              <div key={name} className={styles.fact}>
                <dt>{name}</dt>
                <dd className={styles.header}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.switch} role="group" aria-label="Show the mail as">
            <Button
              size="sm"
              variant={view === 'html' ? 'primary' : 'secondary'}
              aria-pressed={view === 'html'}
              onClick={() => setView('html')}
            >
              HTML
            </Button>
            <Button
              size="sm"
              variant={view === 'text' ? 'primary' : 'secondary'}
              aria-pressed={view === 'text'}
              onClick={() => setView('text')}
            >
              Plain text
            </Button>
          </div>
          {view === 'html' ? (
            <iframe
              className={styles.frame}
              title={`HTML of ${mail.subject}`}
              sandbox=""
              srcDoc={mail.html}
            />
          ) : (
            <pre className={styles.text}>{mail.text}</pre>
          )}
        </div>
      )}
    </Modal>
  );
}
