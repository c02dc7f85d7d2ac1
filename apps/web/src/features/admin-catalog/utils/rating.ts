import { RATING_MAX } from '@bbt/domain';

/** How a rating is read out: 4.5 -> '4.5 out of 5'. */
export function ratingLabel(value: number): string {
  return `${value} out of ${RATING_MAX}`;
}
