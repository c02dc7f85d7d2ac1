import { useEffect, useId, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, HelpCircle, Pencil, Plus, Trash2 } from 'lucide-react';
import { LIMITS } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { focusLater } from '../../../lib/focus';
import { useAdminFaqs } from '../api/get-admin-faqs';
import { useDeleteFaq } from '../api/delete-faq';
import { useReorderFaqs } from '../api/reorder-faqs';
import { useAnnouncer } from '../hooks/use-announcer';
import type { AdminFaq } from '../types';
import { canMove, moveAnnouncement, moveOne } from '../utils/list';
import type { Direction } from '../utils/list';
import { AdminSection } from './admin-section';
import { FaqDialog } from './faq-dialog';
import shared from './admin-catalog.module.css';
import styles from './faqs-admin.module.css';

type Editing = { faq: AdminFaq | null } | null;

const buttonId = (faq: AdminFaq, action: string) => `admin-faq-${faq.id}-${action}`;

function FaqItem({
  faq,
  index,
  count,
  onMove,
  onEdit,
  onDelete,
}: {
  faq: AdminFaq;
  index: number;
  count: number;
  onMove: (index: number, direction: Direction) => void;
  onEdit: (faq: AdminFaq) => void;
  onDelete: (faq: AdminFaq) => void;
}) {
  const titleId = `admin-faq-${faq.id}-title`;
  const onLanding = index < LIMITS.landingFaqs;
  return (
    <li className={styles.item}>
      <span className={styles.position} aria-hidden="true">
        {index + 1}
      </span>
      <div className={styles.content}>
        <div className={styles.itemHeader}>
          <h2 id={titleId} className={styles.question}>
            {faq.header}
          </h2>
          {onLanding ? <span className={shared.badgeAccent}>On the landing page</span> : null}
        </div>
        <p className={styles.answer}>{faq.description}</p>
      </div>
      <div className={styles.actions}>
        <div className={styles.moveButtons}>
          <Button
            id={buttonId(faq, 'up')}
            aria-label={`Move up: ${faq.header}`}
            size="sm"
            variant="ghost"
            icon={<ArrowUp size={16} aria-hidden="true" />}
            disabled={!canMove(index, count, 'up')}
            onClick={() => onMove(index, 'up')}
          >
            Move up
          </Button>
          <Button
            id={buttonId(faq, 'down')}
            aria-label={`Move down: ${faq.header}`}
            size="sm"
            variant="ghost"
            icon={<ArrowDown size={16} aria-hidden="true" />}
            disabled={!canMove(index, count, 'down')}
            onClick={() => onMove(index, 'down')}
          >
            Move down
          </Button>
        </div>
        <div className={styles.editButtons}>
          <Button
            id={buttonId(faq, 'edit')}
            aria-label={`Edit: ${faq.header}`}
            size="sm"
            variant="secondary"
            icon={<Pencil size={16} aria-hidden="true" />}
            onClick={() => onEdit(faq)}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className={shared.dangerText}
            aria-label={`Delete: ${faq.header}`}
            icon={<Trash2 size={16} aria-hidden="true" />}
            onClick={() => onDelete(faq)}
          >
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}

function FaqsSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading FAQs
      </span>
      <div className={styles.list} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.item}>
            <Skeleton width={28} height={28} radius="var(--radius-full)" />
            <div className={styles.content}>
              <Skeleton height={18} width="55%" />
              <Skeleton height={14} />
              <Skeleton height={14} width="80%" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * FAQ (decision 0010): every question in display order (the landing shows the first
 * LIMITS.landingFaqs); add, edit, delete, and reorder with Move up / Move down. Each move
 * shows at once, is announced, and saves the whole order.
 */
export function FaqsAdmin({ onStorefrontChanged }: { onStorefrontChanged?: () => void }) {
  const faqs = useAdminFaqs();
  const reorder = useReorderFaqs(onStorefrontChanged);
  const remove = useDeleteFaq(onStorefrontChanged);
  const toast = useToast();
  const { message, announce } = useAnnouncer();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  const headingId = useId();
  const focusAfterMove = useRef<{ faq: AdminFaq; direction: Direction } | null>(null);
  const list = faqs.data;

  const move = (index: number, direction: Direction) => {
    if (!list) return;
    const faq = list[index];
    if (!faq || !canMove(index, list.length, direction)) return;
    const next = moveOne(list, index, direction);
    const to = direction === 'up' ? index - 1 : index + 1;
    announce(moveAnnouncement(faq.header, to, next.length));
    focusAfterMove.current = { faq, direction };
    reorder.mutateAsync(next.map((f) => f.id)).catch((error: unknown) => {
      toast.error(`The new order was not saved. ${errorMessage(error)}`);
      announce('The new order was not saved; the list was reloaded.');
    });
  };

  // Once the moved FAQ is drawn in its new place, focus goes back to the button pressed (or
  // its twin, when the FAQ reached the top or bottom and that button turned off).
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending || !list) return;
    focusAfterMove.current = null;
    const { faq, direction } = pending;
    const other = direction === 'up' ? 'down' : 'up';
    focusLater(`#${buttonId(faq, direction)}`, `#${buttonId(faq, other)}`);
  }, [list]);

  const confirmDelete = () => {
    if (!deleting || !list) return;
    const index = list.findIndex((f) => f.id === deleting.id);
    const neighbour = list[index + 1] ?? list[index - 1];
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('FAQ deleted');
        setDeleting(null);
        focusLater(
          ...(neighbour ? [`#${buttonId(neighbour, 'edit')}`] : []),
          `#${CSS.escape(headingId)}`,
        );
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const addButton = (
    <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing({ faq: null })}>
      Add FAQ
    </Button>
  );

  let body;
  if (faqs.isPending) {
    body = <FaqsSkeleton />;
  } else if (!list) {
    body = (
      <ErrorState
        headingLevel={3}
        retryVariant="secondary"
        title="FAQs could not be loaded"
        error={faqs.error}
        retrying={faqs.isFetching}
        onRetry={() => void faqs.refetch()}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<HelpCircle />}
        title="No FAQs yet"
        description={`Answer the questions buyers ask most. The first ${LIMITS.landingFaqs} show on the landing page.`}
        action={addButton}
      />
    );
  } else {
    body = (
      <ol role="list" className={styles.list} aria-labelledby={headingId}>
        {list.map((faq, index) => (
          <FaqItem
            key={faq.id}
            faq={faq}
            index={index}
            count={list.length}
            onMove={move}
            onEdit={(f) => setEditing({ faq: f })}
            onDelete={setDeleting}
          />
        ))}
      </ol>
    );
  }

  return (
    <AdminSection
      headingId={headingId}
      title="FAQ"
      description={`Questions and answers in the order visitors see them; the landing page shows the first ${LIMITS.landingFaqs}. Changes show at once.`}
      actions={list && list.length > 0 ? addButton : null}
    >
      {body}
      <p className="visually-hidden" role="status">
        {message}
      </p>
      {editing ? (
        <FaqDialog
          faq={editing.faq}
          onClose={() => setEditing(null)}
          onStorefrontChanged={onStorefrontChanged}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this FAQ?"
        description={
          deleting ? (
            <>
              <strong>{deleting.header}</strong> is removed from the site. This can&apos;t be
              undone.
            </>
          ) : null
        }
        confirmLabel="Delete FAQ"
        pending={remove.isPending}
        holdWhilePending
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </AdminSection>
  );
}
