import { useState } from 'react';
import { ChevronLeft, ChevronRight, MessageSquareQuote, Quote } from 'lucide-react';
import { COPY, LIMITS } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { StarRating } from '../../../components/ui/star-rating';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTestimonials } from '../api/get-testimonials';
import {
  CAROUSEL_WIDE_ABOVE_PX,
  carouselMaxOffset,
  clampOffset,
  isInView,
  stepOffset,
  visibleRange,
} from '../carousel';
import type { Testimonial } from '../types';
import styles from './testimonials-carousel.module.css';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <Quote className={styles.quoteIcon} size={24} aria-hidden="true" />
      <blockquote className={styles.quote}>
        <p>{testimonial.description}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <StarRating value={testimonial.rating} />
        <span className={styles.name}>{testimonial.name}</span>
      </figcaption>
    </figure>
  );
}

function Slides({ testimonials }: { testimonials: Testimonial[] }) {
  const wide = useMediaQuery(`(min-width: ${CAROUSEL_WIDE_ABOVE_PX + 1}px)`);
  const perView = wide ? 2 : 1;
  const count = testimonials.length;
  const max = carouselMaxOffset(count, perView);
  const [rawOffset, setOffset] = useState(0);
  // A wider window lowers the maximum; the offset follows it.
  const offset = clampOffset(rawOffset, max);
  const { first, last } = visibleRange(offset, perView, count);
  const atStart = offset === 0;
  const atEnd = offset === max;

  const move = (direction: 1 | -1) => setOffset(stepOffset(offset, direction, max));

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={COPY.landing.testimonials}
    >
      <div className={styles.viewport}>
        <ul role="list" className={styles.track} style={{ transform: `translateX(-${offset}%)` }}>
          {testimonials.map((testimonial, index) => {
            const inView = isInView(index, offset, perView);
            return (
              <li
                key={testimonial.id}
                className={styles.slide}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={!inView || undefined}
                inert={!inView}
              >
                <TestimonialCard testimonial={testimonial} />
              </li>
            );
          })}
        </ul>
      </div>
      {max > 0 ? (
        <div className={styles.controls}>
          <Button
            variant="secondary"
            iconOnly
            aria-label={COPY.products.previous}
            title={COPY.products.previous}
            aria-disabled={atStart}
            onClick={() => move(-1)}
            icon={<ChevronLeft size={18} aria-hidden="true" />}
          />
          <p className={styles.position} aria-live="polite">
            <span className="tabular-nums">
              {first === last ? first : `${first}–${last}`} of {count}
            </span>
          </p>
          <Button
            variant="secondary"
            iconOnly
            aria-label={COPY.products.next}
            title={COPY.products.next}
            aria-disabled={atEnd}
            onClick={() => move(1)}
            icon={<ChevronRight size={18} aria-hidden="true" />}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Approved testimonials (at most LIMITS.landingTestimonials), two per view on wide screens. */
export function TestimonialsCarousel() {
  const query = useTestimonials();

  if (query.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden">Loading testimonials</span>
        {[0, 1].map((i) => (
          <div key={i} className={styles.card}>
            <Skeleton height={16} width="90%" />
            <Skeleton height={16} width="75%" />
            <Skeleton height={16} width="40%" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Testimonials could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        headingLevel={3}
        retryVariant="secondary"
        icon={null}
      />
    );
  }
  const testimonials = query.data.slice(0, LIMITS.landingTestimonials);
  if (testimonials.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<MessageSquareQuote />}
        title="No reviews yet"
        description="Members' reviews appear here once our team has approved them. Be the first to write one."
      />
    );
  }
  return <Slides testimonials={testimonials} />;
}
