import { Link } from 'react-router';
import { GraduationCap, House, Megaphone, MessagesSquare, TrendingUp } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { COPY } from '@bbt/domain';
import styles from './icon-rail.module.css';

const SECTIONS: Array<{ to: string; label: string; icon: LucideIcon; current?: boolean }> = [
  { to: '/', label: COPY.nav.home, icon: House },
  { to: '/app/intro', label: 'Chat', icon: MessagesSquare, current: true },
  { to: '/marketing', label: 'Marketing', icon: Megaphone },
  { to: '/signals', label: 'Signals', icon: TrendingUp },
  { to: '/learn', label: 'Learn', icon: GraduationCap },
];

/** The left icon bar of spec screen 13; the chat is the current section here. */
export function IconRail() {
  return (
    <nav className={styles.rail} aria-label="Sections">
      <ul role="list" className={styles.list}>
        {SECTIONS.map(({ to, label, icon: Icon, current }) => (
          <li key={to}>
            <Link
              to={to}
              className={styles.link}
              aria-label={label}
              title={label}
              aria-current={current ? 'page' : undefined}
            >
              <Icon size={22} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
