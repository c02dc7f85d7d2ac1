import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { formatPl, plTone } from '../utils/format';
import styles from './signals.module.css';

const TONE_WORD = { gain: 'profit', loss: 'loss', flat: 'break-even', unknown: '' } as const;

/** A P&L with its sign in text, an arrow and a colour (never colour alone). */
export function PlValue({ pl }: { pl: string | null }) {
  const tone = plTone(pl);
  const Icon = tone === 'gain' ? TrendingUp : tone === 'loss' ? TrendingDown : Minus;
  return (
    <span className={`${styles.pl} ${styles[tone]} tabular-nums`}>
      {tone === 'unknown' ? null : <Icon size={14} aria-hidden="true" />}
      <span>{formatPl(pl)}</span>
      {TONE_WORD[tone] ? <span className="visually-hidden"> ({TONE_WORD[tone]})</span> : null}
    </span>
  );
}
