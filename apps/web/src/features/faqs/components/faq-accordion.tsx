import { useId, useState } from 'react';
import { ChevronDown, RefreshCw } from 'lucide-react';
import { COPY, LIMITS } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useFaqs } from '../api/get-faqs';
import type { Faq } from '../types';
import styles from './faq-accordion.module.css';

function FaqItem({ faq, open, onToggle }: { faq: Faq; open: boolean; onToggle: () => void }) {
  const id = useId();
  return (
    <li className={styles.item}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={`${id}-button`}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          <span>{faq.header}</span>
          <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        className={styles.panel}
        hidden={!open}
      >
        <p>{faq.description}</p>
      </div>
    </li>
  );
}

/** The first LIMITS.landingFaqs questions as an accordion (WAI-ARIA pattern); one open at a time. */
export function FaqAccordion() {
  const query = useFaqs();
  const [openId, setOpenId] = useState<number | null>(null);

  if (query.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        <span className="visually-hidden">Loading questions</span>
        {Array.from({ length: LIMITS.landingFaqs }, (_, i) => (
          <div key={i} className={styles.skeleton}>
            <Skeleton height={20} width={`${70 - i * 8}%`} />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.error} role="alert">
        <p>{errorMessage(query.error)}</p>
        <Button
          variant="secondary"
          size="sm"
          icon={<RefreshCw size={16} aria-hidden="true" />}
          onClick={() => void query.refetch()}
        >
          {COPY.chunk.retry}
        </Button>
      </div>
    );
  }
  const faqs = query.data.slice(0, LIMITS.landingFaqs);
  if (faqs.length === 0) {
    return <p className={styles.none}>No questions yet. Ask us anything in the members’ chat.</p>;
  }
  return (
    <ul role="list" className={styles.list}>
      {faqs.map((faq) => (
        <FaqItem
          key={faq.id}
          faq={faq}
          open={openId === faq.id}
          onToggle={() => setOpenId((current) => (current === faq.id ? null : faq.id))}
        />
      ))}
    </ul>
  );
}
