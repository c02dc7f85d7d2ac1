import { ArrowRight, Lock } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import styles from './signals.module.css';

/** What members without premium signals miss, and where to get it. */
export function LockedSignals() {
  return (
    <div className={styles.locked}>
      <span className={styles.lockedIcon} aria-hidden="true">
        <Lock size={22} />
      </span>
      <div className={styles.lockedBody}>
        <h3 className={styles.lockedTitle}>Active signals are for premium members</h3>
        <p className={styles.lockedText}>
          Premium signals members see every live call as it is posted: the entry, the exit, the
          expected profit and the analyst behind it. The trade history and each analyst&apos;s
          results below are open to every member.
        </p>
      </div>
      <ButtonLink
        to="/products/signals"
        className={styles.lockedAction}
        iconEnd={<ArrowRight size={16} aria-hidden="true" />}
      >
        Get premium signals
      </ButtonLink>
    </div>
  );
}
