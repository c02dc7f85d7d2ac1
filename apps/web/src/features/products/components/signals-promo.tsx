import { GraduationCap, Radio, Target, Users } from 'lucide-react';
import { COPY } from '@bbt/domain';
import styles from './signals-promo.module.css';

const BLURBS = [
  {
    title: COPY.products.signalsBlurbs.premiumSignals,
    text: 'Trade ideas from our analysts with the entry, the exit and the reasoning behind each one, posted live in the signals room.',
    Icon: Radio,
  },
  {
    title: COPY.products.signalsBlurbs.beginnerFriendly,
    text: 'Every signal says what to watch and why, so newer traders learn the setup instead of copying a number.',
    Icon: GraduationCap,
  },
  {
    title: COPY.products.signalsBlurbs.maximizeRoi,
    text: 'Clear entries, exits and a public trade history help you plan your risk before you trade. Results are never guaranteed.',
    Icon: Target,
  },
  {
    title: COPY.products.signalsBlurbs.premiumTradingRoom,
    text: 'Discuss each call with the analysts and other members in the premium channels of our chat.',
    Icon: Users,
  },
];

/** The signals product's promotion (spec screen 4): four blurbs. */
export function SignalsPromo() {
  return (
    <section className={styles.promo} aria-labelledby="signals-promo-title">
      <h2 id="signals-promo-title" className={styles.title}>
        Why members choose our signals
      </h2>
      <ul role="list" className={styles.grid}>
        {BLURBS.map(({ title, text, Icon }) => (
          <li key={title} className={styles.blurb}>
            <span className={styles.icon} aria-hidden="true">
              <Icon size={22} />
            </span>
            <h3 className={styles.blurbTitle}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
