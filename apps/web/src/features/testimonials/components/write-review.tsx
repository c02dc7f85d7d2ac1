import { useState } from 'react';
import type { FormEvent } from 'react';
import { Clock, LogIn, Send } from 'lucide-react';
import { COPY, RATING_OPTIONS } from '@bbt/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { SelectField, TextAreaField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useCreateTestimonial } from '../api/create-testimonial';
import { useMyTestimonials } from '../api/get-my-testimonials';
import { ratingLabel } from '../rating';
import styles from './write-review.module.css';

/** The server's limit on a review's length. */
const REVIEW_MAX_CHARS = 1000;

interface Errors {
  rating?: string;
  text?: string;
}

function ReviewForm() {
  const [rating, setRating] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const create = useCreateTestimonial();
  const toast = useToast();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (rating === '') next.rating = COPY.review.ratingRequired;
    if (text.trim() === '') next.text = COPY.review.textRequired;
    setErrors(next);
    setServerError(null);
    if (next.rating || next.text) {
      const field = next.rating ? 'review-rating' : 'review-text';
      document.getElementById(field)?.focus();
      return;
    }
    create.mutate(
      { rating: Number(rating), description: text.trim() },
      {
        onSuccess: ({ message }) => {
          toast.success(message || COPY.review.sent);
          setRating('');
          setText('');
          setSent(true);
        },
        onError: (error) => {
          toast.error(COPY.review.failed);
          if (isApiError(error)) setServerError(errorMessage(error));
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.ratingRow}>
        <SelectField
          id="review-rating"
          className={styles.rating}
          label="Rating"
          name="rating"
          required
          value={rating}
          error={errors.rating}
          onChange={(event) => {
            setRating(event.target.value);
            setSent(false);
            if (errors.rating) setErrors((e) => ({ ...e, rating: undefined }));
          }}
        >
          <option value="">Choose a rating</option>
          {RATING_OPTIONS.map((value) => (
            <option key={value} value={String(value)}>
              {ratingLabel(value)}
            </option>
          ))}
        </SelectField>
        <span className={styles.preview}>
          <StarRating value={rating === '' ? 0 : Number(rating)} size={20} decorative />
        </span>
      </div>
      <TextAreaField
        id="review-text"
        label="Your review"
        name="description"
        required
        rows={4}
        maxLength={REVIEW_MAX_CHARS}
        placeholder="What has the community helped you with?"
        value={text}
        error={errors.text}
        onChange={(event) => {
          setText(event.target.value);
          setSent(false);
          if (errors.text) setErrors((e) => ({ ...e, text: undefined }));
        }}
      />
      {serverError ? (
        <p className={styles.serverError} role="alert">
          {serverError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={create.isPending}
          icon={<Send size={16} aria-hidden="true" />}
        >
          {COPY.review.submit}
        </Button>
        <p className={styles.sent} role="status">
          {sent ? 'Thank you! Your review will appear once our team approves it.' : ''}
        </p>
      </div>
    </form>
  );
}

function MyReviews() {
  const mine = useMyTestimonials(true);
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <section className={styles.mine} aria-labelledby="my-reviews-title">
      <h4 id="my-reviews-title" className={styles.mineTitle}>
        Your reviews
      </h4>
      <ul role="list" className={styles.mineList}>
        {mine.data.map((review) => (
          <li key={review.id} className={styles.mineItem}>
            <div className={styles.mineMeta}>
              <StarRating value={review.rating} size={14} />
              <span
                className={`${styles.state} ${review.display ? styles.published : styles.awaiting}`}
              >
                {review.display ? null : <Clock size={12} aria-hidden="true" />}
                {review.display ? 'Published' : 'Awaiting approval'}
              </span>
            </div>
            <p className={styles.mineText}>{review.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Write a review" (spec screen 1): members rate 0 to 5 in halves and write a text; visitors
 * are sent to sign in first. Reviews show on the landing page once staff approve them.
 */
export function WriteReview({ signedIn }: { signedIn: boolean }) {
  return (
    <div className={styles.panel}>
      <h3 className={styles.title}>{COPY.landing.writeTestimonial}</h3>
      {signedIn ? (
        <>
          <p className={styles.lead}>
            Tell other traders how the community works for you. Our team reads every review before
            it is published.
          </p>
          <ReviewForm />
          <MyReviews />
        </>
      ) : (
        <>
          <p className={styles.lead}>Sign in to rate the community and write a review.</p>
          <ButtonLink
            to="/signin"
            variant="secondary"
            icon={<LogIn size={16} aria-hidden="true" />}
          >
            {COPY.auth.signIn}
          </ButtonLink>
        </>
      )}
    </div>
  );
}
