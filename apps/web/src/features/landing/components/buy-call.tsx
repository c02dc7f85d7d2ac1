import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import section from './section.module.css';
import styles from './buy-call.module.css';

/** The buy call of spec screen 1. */
export function BuyCall() {
  return (
    <section className={section.section} aria-labelledby="buy-call-title">
      <div className="container">
        <div className={styles.banner}>
          <img
            className={styles.badge}
            src="/images/products/badge.svg"
            alt=""
            width={800}
            height={600}
            loading="lazy"
          />
          <div className={styles.copy}>
            <h2 id="buy-call-title" className={styles.title}>
              Ready to trade with a plan?
            </h2>
            <p className={styles.lead}>
              Start with the Blue Badge Trader plan, or pick the indicator or our signals on their
              own.
            </p>
            <div className={section.actions}>
              <ButtonLink
                to="/products/badge"
                size="lg"
                iconEnd={<ArrowRight size={18} aria-hidden="true" />}
              >
                Get the Blue Badge
              </ButtonLink>
              <ButtonLink to="/products" size="lg" variant="secondary">
                See all products
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
