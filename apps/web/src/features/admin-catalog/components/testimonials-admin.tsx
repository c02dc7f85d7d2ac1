import { useId, useState } from 'react';
import { MessageSquareQuote } from 'lucide-react';
import { CardGrid } from '../../../components/ui/card-grid';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { focusLater } from '../../../lib/focus';
import { useNow } from '../../../lib/use-now';
import { useAdminTestimonials } from '../api/get-admin-testimonials';
import { useDeleteTestimonial } from '../api/delete-testimonial';
import type { AdminTestimonial, TestimonialStatus } from '../types';
import { statusLabel } from '../utils/testimonial-queue';
import { AdminSection } from './admin-section';
import { TestimonialCard, testimonialCardId } from './testimonial-card';
import styles from './testimonials-admin.module.css';

const EMPTY: Record<TestimonialStatus, { title: string; description: string }> = {
  pending: {
    title: 'No testimonials waiting for approval',
    description:
      'New reviews from members land here first; nothing shows on the landing page until you approve it.',
  },
  shown: {
    title: 'No testimonials on the landing page',
    description: 'Approve a review in Pending to show it on the landing page.',
  },
  all: {
    title: 'No testimonials yet',
    description: 'Members can write a review from the landing page; it waits here for approval.',
  },
};

function QueueSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading testimonials
      </span>
      <CardGrid as="div" minItemWidth={320} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.card}>
            <Skeleton height={18} width="40%" />
            <Skeleton height={16} width={96} />
            <Skeleton height={14} />
            <Skeleton height={14} width="75%" />
          </div>
        ))}
      </CardGrid>
    </div>
  );
}

function Queue({
  status,
  headingId,
  onStorefrontChanged,
}: {
  status: TestimonialStatus;
  headingId: string;
  onStorefrontChanged?: () => void;
}) {
  const queue = useAdminTestimonials(status);
  const remove = useDeleteTestimonial(onStorefrontChanged);
  const toast = useToast();
  const now = useNow();
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const list = queue.data?.testimonials;

  /** After a card leaves: the next card, else the previous one, else the section heading. */
  const neighbours = (id: number): string[] => {
    const index = list?.findIndex((t) => t.id === id) ?? -1;
    const around = [list?.[index + 1], list?.[index - 1]].filter(
      (t): t is AdminTestimonial => t !== undefined,
    );
    return [...around.map((t) => `#${testimonialCardId(t.id)}`), `#${CSS.escape(headingId)}`];
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    const focusAfter = neighbours(target.id);
    remove.mutate(target, {
      onSuccess: () => {
        toast.success(`Testimonial from ${target.name} deleted`);
        setDeleting(null);
        focusLater(...focusAfter);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  if (queue.isPending) return <QueueSkeleton />;
  if (!list) {
    return (
      <ErrorState
        headingLevel={3}
        retryVariant="secondary"
        title="Testimonials could not be loaded"
        error={queue.error}
        retrying={queue.isFetching}
        onRetry={() => void queue.refetch()}
      />
    );
  }

  return (
    <>
      {list.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<MessageSquareQuote />}
          title={EMPTY[status].title}
          description={EMPTY[status].description}
        />
      ) : (
        <CardGrid minItemWidth={320}>
          {list.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard
                testimonial={testimonial}
                now={now}
                deleting={deleting?.id === testimonial.id}
                focusAfter={neighbours(testimonial.id)}
                onDelete={setDeleting}
                onStorefrontChanged={onStorefrontChanged}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this testimonial?"
        description={
          deleting ? (
            <>
              The review from <strong>{deleting.name}</strong> is removed for good
              {deleting.display ? ', and from the landing page' : ''}. This can&apos;t be undone.
            </>
          ) : null
        }
        confirmLabel="Delete testimonial"
        pending={remove.isPending}
        holdWhilePending
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/**
 * Testimonials (decision 0010, ruling 16): reviews arrive hidden and wait here. Pending, Shown and
 * All filters with their counts; Approve shows a review on the landing page, Hide takes it
 * off, Delete removes it after a confirmation.
 */
export function TestimonialsAdmin({ onStorefrontChanged }: { onStorefrontChanged?: () => void }) {
  const headingId = useId();
  // The pending queue is the first tab; its answer also carries both counts for the labels.
  const counts = useAdminTestimonials('pending').data?.counts;
  const statuses: TestimonialStatus[] = ['pending', 'shown', 'all'];

  return (
    <AdminSection
      headingId={headingId}
      title="Testimonials"
      description="Reviews from members wait here until you approve them; only approved ones show on the landing page."
    >
      <Tabs
        label="Filter testimonials"
        panelClassName={styles.panel}
        items={statuses.map((status) => ({
          id: status,
          label: statusLabel(status, counts),
          content: (
            <Queue
              key={status}
              status={status}
              headingId={headingId}
              onStorefrontChanged={onStorefrontChanged}
            />
          ),
        }))}
      />
    </AdminSection>
  );
}
