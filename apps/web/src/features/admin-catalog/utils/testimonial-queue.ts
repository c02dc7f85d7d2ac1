import type { AdminTestimonial, TestimonialQueue, TestimonialStatus } from '../types';

/** Whether a testimonial belongs in a filter: pending = not displayed yet, shown = displayed. */
export function matchesStatus(testimonial: AdminTestimonial, status: TestimonialStatus): boolean {
  if (status === 'all') return true;
  return status === 'shown' ? testimonial.display : !testimonial.display;
}

const newestFirst = (a: AdminTestimonial, b: AdminTestimonial) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

function countsAfter(
  counts: TestimonialQueue['counts'],
  was: boolean | null,
  now: boolean | null,
): TestimonialQueue['counts'] {
  const next = { ...counts };
  if (was !== null) next[was ? 'shown' : 'pending'] -= 1;
  if (now !== null) next[now ? 'shown' : 'pending'] += 1;
  return { pending: Math.max(0, next.pending), shown: Math.max(0, next.shown) };
}

/**
 * A cached queue after `before` was approved (display true) or hidden (false): the card
 * leaves a filter it no longer matches, joins one it now matches (newest first), and the
 * counts follow. The server's answer replaces this guess on the next fetch.
 */
export function applyDisplayChange(
  queue: TestimonialQueue,
  status: TestimonialStatus,
  before: AdminTestimonial,
  display: boolean,
): TestimonialQueue {
  const after = { ...before, display };
  const rest = queue.testimonials.filter((t) => t.id !== before.id);
  const testimonials = matchesStatus(after, status) ? [...rest, after].sort(newestFirst) : rest;
  const counts =
    before.display === display ? queue.counts : countsAfter(queue.counts, before.display, display);
  return { testimonials, counts };
}

/** A cached queue after `removed` was deleted. */
export function applyRemoval(queue: TestimonialQueue, removed: AdminTestimonial): TestimonialQueue {
  return {
    testimonials: queue.testimonials.filter((t) => t.id !== removed.id),
    counts: countsAfter(queue.counts, removed.display, null),
  };
}

/** Tab labels with their counts: 'Pending (3)'. 'All' is both counts together. */
export function statusLabel(
  status: TestimonialStatus,
  counts: TestimonialQueue['counts'] | undefined,
) {
  const names: Record<TestimonialStatus, string> = {
    pending: 'Pending',
    shown: 'Shown',
    all: 'All',
  };
  if (!counts) return names[status];
  const n =
    status === 'pending'
      ? counts.pending
      : status === 'shown'
        ? counts.shown
        : counts.pending + counts.shown;
  return `${names[status]} (${n})`;
}
