import { House } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from '../../components/ui/button';
import styles from './not-found.module.css';

/** Spec screen 16; also shown by pages whose item doesn't exist (an unknown product). */
export function NotFoundPage() {
  return (
    <div className={`container ${styles.page}`}>
      <title>{`${COPY.notFound.subtitle} · Blue Badge`}</title>
      <div className={styles.content}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{COPY.notFound.title}</h1>
        <p className={styles.subtitle}>{COPY.notFound.subtitle}</p>
        <p className={styles.body}>{COPY.notFound.body}</p>
        <ButtonLink
          to="/"
          size="lg"
          className={styles.cta}
          icon={<House size={18} aria-hidden="true" />}
        >
          {COPY.notFound.cta}
        </ButtonLink>
      </div>
    </div>
  );
}

export { NotFoundPage as Component };
