import { COPY } from '@bbt/domain';
import { useSite } from '../api/get-site';
import styles from './trusted-strip.module.css';

/**
 * The trusted-by strip of spec screen 1: the names the console lists, in its order, drawn as
 * plain wordmarks. No names, no strip: the shop never shows customers it doesn't have.
 */
export function TrustedStrip() {
  const names = useSite().data?.trustedBy ?? [];
  if (names.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="trusted-title">
      <div className="container">
        <h2 id="trusted-title" className={styles.title}>
          {COPY.landing.trustedBy}
        </h2>
        <ul role="list" className={styles.names}>
          {names.map((name) => (
            <li key={name} className={styles.name}>
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
