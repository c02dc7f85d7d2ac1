import { Star } from 'lucide-react';
import { starFills } from '../rating';
import styles from './star-rating.module.css';

/** Five stars, filled to the rating (halves included), read out as "Rated 4.5 out of 5". */
export function StarRating({
  value,
  size = 16,
  decorative = false,
}: {
  value: number;
  size?: number;
  /** When the value is already said in text nearby. */
  decorative?: boolean;
}) {
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': `Rated ${value} out of 5` };
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
