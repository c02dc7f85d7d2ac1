import { useRef } from 'react';
import { PackageCheck, Upload } from 'lucide-react';
import { PRODUCT_FILE_INFO, type ProductFile } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { DataTable, TableHead, TableSkeleton } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useFulfilments, useMarkFulfilmentDone } from '../api/fulfilments';
import { useProductFiles, useUploadProductFile } from '../api/product-files';
import styles from './delivery-admin.module.css';

const FILE_COLUMNS = ['File', 'Size', 'Replaced', 'Replace'] as const;
const QUEUE_COLUMNS = ['Paid', 'Buyer', 'TradingView username', 'Invite'] as const;

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A file input behind a button: picking a file uploads it at once as the product's file. */
function ReplaceFileButton({ file }: { file: ProductFile }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProductFile();
  const toast = useToast();
  const { title, contentType } = PRODUCT_FILE_INFO[file];
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={contentType === 'application/pdf' ? '.pdf,application/pdf' : '.zip,application/zip'}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (!picked) return;
          upload.mutate(
            { file, upload: picked },
            {
              onSuccess: () => toast.success(`${title} replaced: buyers download the new file`),
              onError: (error) => toast.error(errorMessage(error)),
            },
          );
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        loading={upload.isPending}
        icon={<Upload size={16} aria-hidden="true" />}
        aria-label={`Upload a new ${title.replace(/^The /, '').toLowerCase()}`}
        onClick={() => input.current?.click()}
      >
        Upload
      </Button>
    </>
  );
}

function ProductFiles() {
  const files = useProductFiles();
  if (files.isPending) return <TableSkeleton columns={FILE_COLUMNS} label="Loading the files" />;
  if (files.isError)
    return (
      <ErrorBanner
        title="Could not load the files"
        error={files.error}
        onRetry={() => void files.refetch()}
        retrying={files.isFetching}
      />
    );
  return (
    <DataTable caption="Downloadable files" narrow="stack">
      <TableHead columns={FILE_COLUMNS} />
      <tbody>
        {files.data.files.map((file) => (
          <tr key={file.file}>
            <td data-label={FILE_COLUMNS[0]}>
              {file.title}
              <span className={styles.fileName}>{file.fileName}</span>
            </td>
            <td data-label={FILE_COLUMNS[1]} className="tabular-nums">
              {file.bytes === null ? 'No file yet' : kilobytes(file.bytes)}
            </td>
            <td data-label={FILE_COLUMNS[2]} className="tabular-nums">
              {file.updatedAt ? (
                <time dateTime={file.updatedAt}>{formatDateTime(file.updatedAt)}</time>
              ) : (
                'Never'
              )}
            </td>
            <td data-label={FILE_COLUMNS[3]}>
              <ReplaceFileButton file={file.file} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function InviteQueue() {
  const queue = useFulfilments();
  const markDone = useMarkFulfilmentDone();
  const toast = useToast();
  if (queue.isPending) return <TableSkeleton columns={QUEUE_COLUMNS} label="Loading the queue" />;
  if (queue.isError)
    return (
      <ErrorBanner
        title="Could not load the queue"
        error={queue.error}
        onRetry={() => void queue.refetch()}
        retrying={queue.isFetching}
      />
    );
  if (queue.data.pending.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        icon={<PackageCheck />}
        title="No invites to send"
        description="When someone buys the indicator, their TradingView username waits here until you share the script with it."
      />
    );
  return (
    <DataTable caption="TradingView invites to send, oldest first" narrow="stack">
      <TableHead columns={QUEUE_COLUMNS} />
      <tbody>
        {queue.data.pending.map((item) => (
          <tr key={item.orderId}>
            <td data-label={QUEUE_COLUMNS[0]} className="tabular-nums">
              <time dateTime={item.paidAt}>{formatDateTime(item.paidAt)}</time>
            </td>
            <td data-label={QUEUE_COLUMNS[1]} className={styles.buyer}>
              {item.buyer.name}
              <span className={styles.fileName}>{item.buyer.email}</span>
            </td>
            <td data-label={QUEUE_COLUMNS[2]}>
              <code className={styles.username}>{item.tradingViewUsername}</code>
            </td>
            <td data-label={QUEUE_COLUMNS[3]}>
              <Button
                size="sm"
                loading={markDone.isPending && markDone.variables === item.orderId}
                aria-label={`Mark the invite of ${item.tradingViewUsername} sent`}
                onClick={() =>
                  markDone.mutate(item.orderId, {
                    onSuccess: () => toast.success(`Marked sent: ${item.buyer.name} was mailed`),
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                Mark sent
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * The console's Delivery page (decision 0045): the files buyers download, replaced by upload,
 * and the TradingView invites to send by hand, each marked sent once shared.
 */
export function DeliveryAdmin() {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Delivery"
        description="The files buyers download, and the TradingView invites to send by hand."
      />
      <section className={styles.section} aria-labelledby="delivery-invites">
        <h2 id="delivery-invites" className={styles.heading}>
          TradingView invites
        </h2>
        <p className={styles.hint}>
          Share the invite-only script with each username on TradingView, then mark it sent: the
          buyer gets a mail.
        </p>
        <InviteQueue />
      </section>
      <section className={styles.section} aria-labelledby="delivery-files">
        <h2 id="delivery-files" className={styles.heading}>
          Downloadable files
        </h2>
        <p className={styles.hint}>
          The manual is a PDF, the indicator package a zip, 8 MB at most each.
        </p>
        <ProductFiles />
      </section>
    </div>
  );
}
