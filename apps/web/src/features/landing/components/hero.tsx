import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { ProductTabs } from './product-tabs';
import styles from './hero.module.css';

/** Landing hero: headline, calls to action, our artwork and the product tabs. */
export function Hero({ secondaryAction }: { secondaryAction?: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className="container">
        <div className={styles.grid}>
          <div className={styles.copy}>
            <p className={styles.eyebrow}>
              <span className={styles.dot} aria-hidden="true" />
              Tools · Signals · Community
            </p>
            <h1 id="hero-title" className={styles.title}>
              Trade with a plan, <span className={styles.accent}>not alone.</span>
            </h1>
            <p className={styles.lead}>
              Chart tools, analyst signals and the Blue Badge Trader plan, with a members&apos; chat
              where traders and analysts share setups every day.
            </p>
            <div className={styles.actions}>
              <ButtonLink
                to="/products"
                size="lg"
                iconEnd={<ArrowRight size={18} aria-hidden="true" />}
              >
                Browse products
              </ButtonLink>
              {secondaryAction}
            </div>
          </div>
          <div className={styles.art}>
            <img
              src="/images/brand/hero.svg"
              alt="Illustration of a trading terminal with a candlestick chart, a signal card and chat"
              width={1200}
              height={700}
              fetchPriority="high"
            />
          </div>
        </div>
        <div className={styles.offers}>
          <h2 className={styles.offersTitle}>What we offer</h2>
          <ProductTabs />
        </div>
      </div>
    </section>
  );
}
