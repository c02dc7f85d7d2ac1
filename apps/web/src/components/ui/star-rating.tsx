import { RATING_MAX } from '@bbt/domain';
import { Star } from 'lucide-react';
import styles from './star-rating.module.css';

/** How full each star is (1, 0.5 or 0) for a rating from 0 to RATING_MAX. */
export function starFills(value: number): Array<0 | 0.5 | 1> {
  return Array.from({ length: RATING_MAX }, (_, i) => {
    const rest = value - i;
    return rest >= 1 ? 1 : rest >= 0.5 ? 0.5 : 0;
  });
}

/** RATING_MAX stars, filled to the rating (halves included), read out as "Rated 4.5 out of 5". */
export function StarRating({
  value,
  size = 16,
  label = `Rated ${value} out of ${RATING_MAX}`,
  decorative = false,
}: {
  value: number;
  size?: number;
  /** What screen readers hear. */
  label?: string;
  /** When the value is already said in text nearby. */
  decorative?: boolean;
}) {
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': label };
  return (
    <span className={styles.stars} {...a11y}>
      {starFills(value).map((fill, index) => (
        <span key={index} className={styles.star} style={{ width: size, height: size }}>
          <Star className={styles.empty} size={size} aria-hidden="true" />
          {fill > 0 ? (
            <span className={styles.fill} style={{ width: `${fill * 100}%` }}>
              <Star size={size} fill="currentColor" aria-hidden="true" />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}
