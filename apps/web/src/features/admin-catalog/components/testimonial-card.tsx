import { useState } from 'react';
import { Check, EyeOff, Trash2 } from 'lucide-react';
import { formatMessageDate } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { focusLater } from '../../../lib/focus';
import { useSetTestimonialDisplay } from '../api/set-testimonial-display';
import type { AdminTestimonial } from '../types';
import { ratingLabel } from '../utils/rating';
import shared from './admin-catalog.module.css';
import styles from './testimonials-admin.module.css';

export const testimonialCardId = (id: number) => `admin-testimonial-${id}`;

/**
 * One testimonial in the queue: who, how many stars, what they wrote and when; Approve puts
 * it on the landing page, Hide takes it off, Delete asks first.
 */
export function TestimonialCard({
  testimonial,
  now,
  deleting,
  focusAfter,
  onDelete,
  onStorefrontChanged,
}: {
  testimonial: AdminTestimonial;
  now: Date;
  /** Its delete is being confirmed or sent. */
  deleting: boolean;
  /**
   * Where focus goes after approve or hide when the card has left this filter (selectors:
   * the next card, the previous one, the heading).
   */
  focusAfter: string[];
  onDelete: (testimonial: AdminTestimonial) => void;
  onStorefrontChanged?: () => void;
}) {
  const setDisplay = useSetTestimonialDisplay(onStorefrontChanged);
  const toast = useToast();
  const [action, setAction] = useState<'approve' | 'hide' | null>(null);
  const titleId = `${testimonialCardId(testimonial.id)}-name`;
  const busy = setDisplay.isPending || deleting;

  const change = (display: boolean) => {
    setAction(display ? 'approve' : 'hide');
    // mutateAsync: the outcome arrives even if the card has left the list by then.
    setDisplay.mutateAsync({ testimonial, display }).then(
      () => {
        toast.success(
          display
            ? `Testimonial from ${testimonial.name} approved: it shows on the landing page`
            : `Testimonial from ${testimonial.name} hidden from the landing page`,
        );
        // The pressed button is gone: focus its replacement, or a neighbour if the card left.
        focusLater(`#${testimonialCardId(testimonial.id)} [data-toggle]`, ...focusAfter);
      },
      (error: unknown) => {
        toast.error(errorMessage(error));
        setAction(null);
      },
    );
  };

  return (
    <article
      id={testimonialCardId(testimonial.id)}
      className={styles.card}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <header className={styles.cardHeader}>
        <div className={styles.who}>
          <h2 id={titleId} className={styles.name}>
            {testimonial.name}
          </h2>
          <p className={styles.rating}>
            <StarRating value={testimonial.rating} label={ratingLabel(testimonial.rating)} />
            <span className={styles.ratingValue} aria-hidden="true">
              {testimonial.rating}
            </span>
          </p>
        </div>
        {testimonial.display ? (
          <span className={shared.badgeSuccess}>Shown</span>
        ) : (
          <span className={shared.badgeWarning}>Waiting for approval</span>
        )}
      </header>
      <p className={styles.text}>{testimonial.description}</p>
      <footer className={styles.cardFooter}>
        <p className={styles.date}>
          Sent{' '}
          <time dateTime={testimonial.createdAt}>
            {formatMessageDate(new Date(testimonial.createdAt), now)}
          </time>
        </p>
        <div className={styles.cardActions}>
          {testimonial.display ? (
            <Button
              size="sm"
              variant="secondary"
              icon={<EyeOff size={16} aria-hidden="true" />}
              loading={setDisplay.isPending && action === 'hide'}
              disabled={busy}
              data-toggle=""
              onClick={() => change(false)}
            >
              Hide<span className="visually-hidden"> the testimonial from {testimonial.name}</span>
            </Button>
          ) : (
            <Button
              size="sm"
              icon={<Check size={16} aria-hidden="true" />}
              loading={setDisplay.isPending && action === 'approve'}
              disabled={busy}
              data-toggle=""
              onClick={() => change(true)}
            >
              Approve
              <span className="visually-hidden"> the testimonial from {testimonial.name}</span>
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className={shared.dangerText}
            icon={<Trash2 size={16} aria-hidden="true" />}
            disabled={busy}
            onClick={() => onDelete(testimonial)}
          >
            Delete<span className="visually-hidden"> the testimonial from {testimonial.name}</span>
          </Button>
        </div>
      </footer>
    </article>
  );
}
