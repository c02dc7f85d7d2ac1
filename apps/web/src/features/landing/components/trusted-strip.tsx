import { COPY } from '@bbt/domain';
import styles from './trusted-strip.module.css';

// Made-up wordmarks (DESIGN.md): clearly illustrative, not real customers.
const WORDMARKS = [
  'northwind-capital',
  'meridian-desk',
  'atlas-quant',
  'harbor-fx',
  'summit-ledger',
] as const;

/** The trusted-by strip of spec screen 1, with illustrative wordmarks. */
export function TrustedStrip() {
  return (
    <section className={styles.strip} aria-labelledby="trusted-title">
      <div className="container">
        <h2 id="trusted-title" className={styles.title}>
          {COPY.landing.trustedBy}
        </h2>
        <ul role="list" className={styles.logos}>
          {WORDMARKS.map((name) => (
            <li key={name}>
              <img
                src={`/images/trusted/${name}.svg`}
                alt=""
                width={160}
                height={48}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
        <p className={styles.note}>Wordmarks are illustrative examples.</p>
      </div>
    </section>
  );
}
