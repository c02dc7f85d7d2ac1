import { ArrowRight, GraduationCap, History, Radio } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import section from './section.module.css';

const POINTS = [
  {
    Icon: Radio,
    title: 'Posted live',
    text: 'Each signal has its entry, exit and expected move, with the analyst who made it.',
  },
  {
    Icon: History,
    title: 'An open history',
    text: 'Closed trades stay in the history with their result, winners and losers alike.',
  },
  {
    Icon: GraduationCap,
    title: 'Made to learn from',
    text: 'Discuss every call in the premium channels and ask why a setup was taken.',
  },
];

/** The signals promo of spec screen 1. */
export function SignalsSection() {
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="signals-title">
      <div className={`container ${section.split} ${section.reverse}`}>
        <img
          className={section.art}
          src="/images/products/signals.svg"
          alt="Broadcast waves beside a stack of trade signal cards"
          width={800}
          height={600}
          loading="lazy"
        />
        <div className={section.copy}>
          <p className={section.eyebrow}>Premium signals</p>
          <h2 id="signals-title" className={section.title}>
            Trade ideas from our analysts, with the reasoning
          </h2>
          <p className={section.lead}>
            Signals are ideas to study, not promises: trading carries risk, and you decide every
            trade.
          </p>
          <ul role="list" className={section.points}>
            {POINTS.map(({ Icon, title, text }) => (
              <li key={title} className={section.point}>
                <span className={section.pointIcon} aria-hidden="true">
                  <Icon size={18} />
                </span>
                <span className={section.pointText}>
                  <strong>{title}</strong>
                  <span>{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className={section.actions}>
            <ButtonLink
              to="/products/signals"
              iconEnd={<ArrowRight size={16} aria-hidden="true" />}
            >
              Discover premium signals
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
