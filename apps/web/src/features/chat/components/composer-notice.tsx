import { Lock, VolumeX } from 'lucide-react';
import { COPY, formatMessageDate } from '@bbt/domain';
import styles from './composer.module.css';

/**
 * Replaces the composer where the member may not post: 'You don't have permission' in locked
 * (and closed) channels, 'You don't have access' with the end date while muted (ruling 6).
 */
export function ComposerNotice({ kind, until }: { kind: 'locked' | 'muted'; until: Date | null }) {
  return (
    <div className={styles.notice} role="note">
      {kind === 'muted' ? (
        <VolumeX size={18} aria-hidden="true" />
      ) : (
        <Lock size={18} aria-hidden="true" />
      )}
      <span>
        {kind === 'muted' ? COPY.chat.noAccess : COPY.chat.composerLocked}
        {kind === 'muted' && until
          ? ` ${COPY.chat.accessEnds(formatMessageDate(until, new Date()))}`
          : ''}
      </span>
    </div>
  );
}
