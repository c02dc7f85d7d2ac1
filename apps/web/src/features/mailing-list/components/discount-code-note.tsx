import { COPY } from '@bbt/domain';
import type { JoinedMailingList } from '../api/join-mailing-list';
import styles from './discount-code-note.module.css';

/** The code a signup earned, shown with the success message so it can be copied at once. */
export function DiscountCodeNote({ discountCode }: Pick<JoinedMailingList, 'discountCode'>) {
  if (discountCode.used) return null;
  return (
    <div className={styles.note}>
      <p>{COPY.mailing.yourCode(discountCode.percent)}</p>
      <p className={styles.code}>
        <code>{discountCode.code}</code>
      </p>
    </div>
  );
}
