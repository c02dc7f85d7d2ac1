import { Link } from 'react-router';
import { ArrowRight, LockOpen } from 'lucide-react';
import { LIMITS, ROLE_LABELS } from '@bbt/domain';
import type { RoleKey } from '@bbt/domain';
import section from './section.module.css';
import styles from './unlock-section.module.css';

const UNLOCKS: Array<{ product: string; name: string; role: RoleKey; unlocks: string[] }> = [
  {
    product: 'badge',
    name: 'Blue Badge Trader',
    role: 'blue_badge_trader',
    unlocks: [
      'Your tier’s members-only channels',
      'Exclusive live classes',
      'Premium calls and, in tier 3, one-on-one staff support',
    ],
  },
  {
    product: 'indicator',
    name: 'Trading indicator',
    role: 'premium_trader',
    unlocks: ['The indicator for your own charts', 'The premium chat channel'],
  },
  {
    product: 'signals',
    name: 'Premium signals',
    role: 'premium_signals',
    unlocks: [
      'Every analyst signal in the signals room',
      'The premium chat channel',
      `${LIMITS.signalsAccessDays} days free for new members`,
    ],
  },
];

/** The unlock section of spec screen 1: what each purchase opens in the members' area. */
export function UnlockSection() {
  return (
    <section className={section.section} aria-labelledby="unlock-title">
      <div className="container">
        <div className={section.header}>
          <p className={section.eyebrow}>Unlock more</p>
          <h2 id="unlock-title" className={section.title}>
            Each purchase opens more of the community
          </h2>
          <p className={section.lead}>
            Products come with a role on your account. Your role opens channels, classes and rooms
            as soon as your payment is confirmed.
          </p>
        </div>
        <ul role="list" className={styles.grid}>
          {UNLOCKS.map((item) => (
            <li key={item.product} className={styles.card}>
              <div className={styles.head}>
                <span className={styles.icon} aria-hidden="true">
                  <LockOpen size={18} />
                </span>
                <div>
                  <h3 className={styles.name}>{item.name}</h3>
                  <p className={styles.role}>Role: {ROLE_LABELS[item.role]}</p>
                </div>
              </div>
              <ul role="list" className={styles.list}>
                {item.unlocks.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
              <Link className={styles.link} to={`/products/${item.product}`}>
                See {item.name}
                <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
