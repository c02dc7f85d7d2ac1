import { Ban, MicOff } from 'lucide-react';
import type { Restriction } from '../types';
import styles from './shared.module.css';

const LOOK: Record<
  Restriction,
  { label: string; className: string | undefined; Icon: typeof Ban }
> = {
  banned: { label: 'Banned', className: styles.banned, Icon: Ban },
  muted: { label: 'Muted', className: styles.muted, Icon: MicOff },
};

/** 'Banned' or 'Muted' with an icon, so the state never rests on colour alone. */
export function RestrictionBadge({ restriction }: { restriction: Restriction }) {
  const { label, className, Icon } = LOOK[restriction];
  return (
    <span className={`${styles.badge} ${className ?? ''}`}>
      <Icon aria-hidden="true" />
      {label}
    </span>
  );
}
