import { useState } from 'react';
import { Download, Mail, SearchX, Trash2 } from 'lucide-react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, TableHead, TableSkeleton } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { useMailingList } from '../api/get-mailing-list';
import { useRemoveSubscriber } from '../api/remove-subscriber';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { MailingListEntry } from '../types';
import { mailingListExportHref, PAGE_SIZE } from '../utils/filters';
import { formatCount, formatDateTime, plural } from '../../../lib/format';
import { Pager } from '../../../components/ui/pager';
import styles from './sales.module.css';
import tables from './tables.module.css';
import { EmailText } from '../../../components/ui/email-text';

const SEARCH_DELAY_MS = 300;
const COLUMNS = ['Email', 'Subscribed', 'Actions'] as const;

/** Removes one address, after asking: the member stops getting our mail. */
function RemoveSubscriber({ entry }: { entry: MailingListEntry }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveSubscriber();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        icon={<Trash2 size={16} aria-hidden="true" />}
        aria-label={`Remove ${entry.email}`}
        onClick={() => setAsking(true)}
      >
        Remove
      </Button>
      <ConfirmDialog
        open={asking}
        title="Remove this address?"
        description="It gets no more mail from us. Its discount code, if it has one, stays as it is."
        confirmLabel="Remove"
        onConfirm={() => remove.mutate(entry, { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
        pending={remove.isPending}
        holdWhilePending
      >
        <EmailText email={entry.email} />
      </ConfirmDialog>
    </>
  );
}

function SubscribersTable({ entries, busy }: { entries: MailingListEntry[]; busy: boolean }) {
  return (
    <DataTable caption="Mailing list subscribers, newest first" narrow="compact" busy={busy}>
      <TableHead columns={COLUMNS} unlabelled={['Actions']} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className={tables.email}>
              <EmailText email={entry.email} />
            </td>
            <td className={`${tables.muted} ${tables.nowrap} tabular-nums`}>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </td>
            <td className={tables.nowrap}>
              <RemoveSubscriber entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * The mailing list section of the admin console: subscribers newest first, a search on the
 * email (queried once typing pauses), paging, and the list (or the searched part of it) as a
 * CSV download.
 */
export function MailingListAdmin() {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  // The page belongs to one search: a new search starts again at its first page.
  const [paging, setPaging] = useState({ search: '', offset: 0 });
  const offset = paging.search === search ? paging.offset : 0;
  const query = useMailingList({ search, offset, limit: PAGE_SIZE });

  const goTo = (nextOffset: number) => setPaging({ search, offset: Math.max(0, nextOffset) });
  const data = query.data;
  const total = data?.total ?? 0;
  const searching = search !== '';

  let body;
  if (query.isPending) {
    body = <TableSkeleton columns={COLUMNS} label="Loading the mailing list" />;
  } else if (query.isError && !data) {
    body = (
      <ErrorBanner
        title="Could not load the mailing list"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (data && data.entries.length === 0) {
    body = searching ? (
      <EmptyState
        headingLevel={2}
        icon={<SearchX />}
        title="No emails match this search"
        description={`Nothing on the list contains “${search}”. Check the spelling or search for part of the address, such as the domain.`}
        action={
          <Button variant="secondary" onClick={() => setInput('')}>
            Clear search
          </Button>
        }
      />
    ) : offset > 0 ? (
      <EmptyState
        headingLevel={2}
        icon={<Mail />}
        title="This page is empty"
        description="The list has fewer subscribers than it had when you opened this page."
        action={
          <Button variant="secondary" onClick={() => goTo(0)}>
            Back to the first page
          </Button>
        }
      />
    ) : (
      <EmptyState
        headingLevel={2}
        icon={<Mail />}
        title="No subscribers yet"
        description="Visitors who join the newsletter from the landing page or the first-visit pop-up appear here, newest first."
      />
    );
  } else if (data) {
    body = (
      <>
        {query.isError ? (
          <ErrorBanner
            title="Could not load this page"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null}
        <SubscribersTable entries={data.entries} busy={query.isPlaceholderData} />
        <Pager
          label="Mailing list pages"
          offset={offset}
          pageSize={PAGE_SIZE}
          shown={data.entries.length}
          total={total}
          busy={query.isPlaceholderData}
          onPrevious={() => goTo(offset - PAGE_SIZE)}
          onNext={() => goTo(offset + PAGE_SIZE)}
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        className={styles.header}
        title="Mailing list"
        description="Everyone who subscribed to the newsletter, newest first."
      />
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          label="Search emails"
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="Part of an address, e.g. gmail.com"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
        />
        {data && total === 0 ? null : (
          <a
            href={mailingListExportHref(search)}
            download
            className={buttonClassName({ variant: 'secondary' })}
          >
            <Download size={18} aria-hidden="true" />
            Export CSV
            {searching ? <span className="visually-hidden"> of the matching emails</span> : null}
          </a>
        )}
      </div>
      <p className={styles.count} aria-live="polite">
        {data ? (
          searching ? (
            <>
              <strong className="tabular-nums">{formatCount(total)}</strong>{' '}
              {total === 1 ? 'email matches' : 'emails match'} “{search}”
            </>
          ) : (
            <strong className="tabular-nums">{plural(total, 'subscriber', 'subscribers')}</strong>
          )
        ) : (
          ' '
        )}
      </p>
      {body}
    </div>
  );
}
