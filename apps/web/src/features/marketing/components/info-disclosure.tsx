import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Info, X } from 'lucide-react';
import { COPY } from '@bbt/domain';
import styles from './marketing.module.css';

interface InfoDisclosureProps {
  /** What sits left of the info button (a label or heading). */
  heading: ReactNode;
  /** The info button's accessible name. */
  buttonLabel: string;
  children: ReactNode;
}

/**
 * A heading with an info button that shows or hides a short note under it (a disclosure: the
 * button says whether it is open, Escape closes it and gives focus back).
 */
export function InfoDisclosure({ heading, buttonLabel, children }: InfoDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <div className={styles.infoRow}>
        {heading}
        <button
          ref={buttonRef}
          type="button"
          className={styles.infoButton}
          aria-label={buttonLabel}
          title={buttonLabel}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <Info size={16} aria-hidden="true" />
        </button>
      </div>
      <div id={panelId} className={styles.infoPanel} hidden={!open}>
        <Info size={16} className={styles.infoPanelIcon} aria-hidden="true" />
        <p>{children}</p>
        <button
          type="button"
          className={styles.infoClose}
          aria-label={COPY.toast.close}
          onClick={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        >
          <X size={14} aria-hidden="true" />
        </button>
      </div>
    </>
  );
}
