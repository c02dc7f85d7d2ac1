import { useState } from 'react';
import { Coins } from 'lucide-react';
import { formatCredits } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { AdjustCreditsDialog } from './adjust-credits-dialog';
import type { MemberDetail } from '../types';
import { Panel } from './panel';
import styles from './member-admin.module.css';

/** Credits, who invited the member, and their marketing numbers (visits, sign-ups, sales). */
export function MemberCreditsPanel({
  member,
  className,
}: {
  member: MemberDetail;
  className?: string;
}) {
  const { marketing } = member;
  const [adjusting, setAdjusting] = useState(false);
  return (
    <Panel
      title="Credits and invites"
      icon={<Coins size={18} aria-hidden="true" />}
      className={className}
    >
      <dl className={styles.facts}>
        <div>
          <dt>Credits</dt>
          <dd className={styles.bigNumber}>{formatCredits(member.credits)}</dd>
        </div>
        <div>
          <dt>Invited by</dt>
          <dd>
            {member.inviter ? (
              member.inviter.name
            ) : (
              <span className={styles.muted}>Nobody, joined on their own</span>
            )}
          </dd>
        </div>
      </dl>
      <div className={styles.panelActions}>
        <Button variant="secondary" size="sm" onClick={() => setAdjusting(true)}>
          Adjust credits…
        </Button>
      </div>
      {adjusting ? (
        <AdjustCreditsDialog member={member} onClose={() => setAdjusting(false)} />
      ) : null}
      <h3 className={styles.subheading}>Their invite link</h3>
      <dl className={`${styles.counters} ${styles.counters3}`}>
        <div className={styles.counter}>
          <dt>Visits</dt>
          <dd>
            <span className={styles.counterValue}>{marketing.visits}</span>
          </dd>
        </div>
        <div className={styles.counter}>
          <dt>Sign-ups</dt>
          <dd>
            <span className={styles.counterValue}>{marketing.signups}</span>
          </dd>
        </div>
        <div className={styles.counter}>
          <dt>Sales</dt>
          <dd>
            <span className={styles.counterValue}>{marketing.sales}</span>
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
