import { useState } from 'react';
import { Inbox } from 'lucide-react';
import { DataTable, TableHead, TableSkeleton } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { ErrorBanner } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime } from '../../../lib/format';
import { MAIL_PAGE_SIZE, useMails } from '../api/get-mails';
import type { MailPage, MailSummary } from '../types';
import { MailViewer } from './mail-viewer';
import styles from './mail-admin.module.css';

const COLUMNS = ['To', 'Subject', 'Status', 'Written'] as const;

const STATUS_LABELS: Record<MailSummary['status'], string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Refused by the mail server',
  kept: 'Kept (no mail server)',
};

const DELIVERY_NOTES: Record<MailPage['delivery'], string> = {
  smtp: 'Mails are sent through the configured mail server, retried while it is unreachable.',
  queued: 'No mail server is configured (SMTP_URL): mails wait here and are sent once one is set.',
  kept: 'No mail server is configured (SMTP_URL), so mails are kept here and never sent: open one to read it.',
};

function statusText(mail: MailSummary) {
  const label = STATUS_LABELS[mail.status];
  if (mail.status !== 'pending' || mail.attempts === 0) return label;
  return `${label} (${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'})`;
}

/**
 * The console's Mail page (decision 0018): the outbox newest first, each mail's state, and its text
 * and HTML a click away, so receipts and discount codes can be read without a mail server.
 */
export function MailAdmin() {
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useMails(offset);
  const data = query.data;

  let body;
  if (query.isPending) {
    body = <TableSkeleton columns={COLUMNS} label="Loading mails" />;
  } else if (query.isError && !data) {
    body = (
      <ErrorBanner
        title="Could not load the mails"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (data && data.mails.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        icon={<Inbox />}
        title="No mails yet"
        description="Receipts appear here when an order is paid, and welcome mails when someone joins the mailing list."
      />
    );
  } else if (data) {
    body = (
      <>
        <DataTable caption="Mails, newest first" narrow="stack" busy={query.isPlaceholderData}>
          <TableHead columns={COLUMNS} />
          <tbody>
            {data.mails.map((mail) => (
              <tr key={mail.id}>
                <td data-label={COLUMNS[0]} className={styles.to}>
                  {mail.to}
                </td>
                <td data-label={COLUMNS[1]}>
                  <LinkButton onClick={() => setOpenId(mail.id)}>{mail.subject}</LinkButton>
                </td>
                <td data-label={COLUMNS[2]}>
                  {statusText(mail)}
                  {mail.lastError && mail.status !== 'sent' ? (
                    <span className={styles.error}>{mail.lastError}</span>
                  ) : null}
                </td>
                <td data-label={COLUMNS[3]} className="tabular-nums">
                  <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <Pager
          label="Mail pages"
          offset={offset}
          pageSize={MAIL_PAGE_SIZE}
          shown={data.mails.length}
          total={data.total}
          onPrevious={() => setOffset(Math.max(0, offset - MAIL_PAGE_SIZE))}
          onNext={() => setOffset(offset + MAIL_PAGE_SIZE)}
          busy={query.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title="Mail"
        description={data ? DELIVERY_NOTES[data.delivery] : 'Receipts and mailing-list mails.'}
      />
      {body}
      <MailViewer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
