import {
  ChartCandlestick,
  GraduationCap,
  Megaphone,
  Radio,
  ShieldCheck,
  Users,
} from 'lucide-react';
import section from './section.module.css';
import styles from './features-section.module.css';

const FEATURES = [
  {
    Icon: ChartCandlestick,
    title: 'Our own indicator',
    text: 'A trend indicator with volatility bands, built by the team that runs our signals.',
  },
  {
    Icon: Radio,
    title: 'Analyst signals',
    text: 'Entries, exits and reasoning posted live, with a public history of closed trades.',
  },
  {
    Icon: GraduationCap,
    title: 'Live classes',
    text: 'Scheduled meetings with our analysts; Blue Badge members join the exclusive ones.',
  },
  {
    Icon: Users,
    title: 'A real community',
    text: 'Channels by market and by level, so beginners and experienced traders both fit in.',
  },
  {
    Icon: ShieldCheck,
    title: 'Moderated and safe',
    text: 'Staff keep the chat respectful; support tickets stay private between you and us.',
  },
  {
    Icon: Megaphone,
    title: 'Affiliate programme',
    text: 'Invite friends, earn credits and redeem them for our products.',
  },
];

/** The features section of spec screen 1. */
export function FeaturesSection() {
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="features-title">
      <div className="container">
        <div className={`${section.header} ${section.centered}`}>
          <p className={section.eyebrow}>Features</p>
          <h2 id="features-title" className={section.title}>
            Everything in one place
          </h2>
          <p className={section.lead}>
            Tools to read the market, people to discuss it with, and classes to keep learning.
          </p>
        </div>
        <ul role="list" className={styles.grid}>
          {FEATURES.map(({ Icon, title, text }) => (
            <li key={title} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                <Icon size={22} />
              </span>
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.text}>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
