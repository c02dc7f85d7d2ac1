import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { X } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { keepTabInside } from '../../lib/focus';
import { Button } from './button';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row under the body (buttons). */
  footer?: ReactNode;
  /** Clicking the dimmed backdrop closes the modal (default true). */
  closeOnBackdrop?: boolean;
  /** 'lg' for media (full-size images). */
  size?: 'md' | 'lg';
}

/**
 * A modal dialog: traps focus while open, closes on Escape (and the close button), and gives
 * focus back to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeOnBackdrop = true,
  size = 'md',
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  // Escape fires `cancel`; the parent owns the open state, so ask it to close.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && event.target === dialogRef.current) onClose();
  };

  // Keep Tab and Shift+Tab cycling inside the dialog.
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (dialogRef.current) keepTabInside(dialogRef.current, event);
  };

  if (!open) return null;

  return (
    // The dialog element handles Escape natively; the click handler only closes on backdrop.
    <dialog
      ref={dialogRef}
      className={size === 'lg' ? `${styles.dialog} ${styles.large}` : styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={handleCancel}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
        </div>
        <Button
          variant="ghost"
          iconOnly
          className={styles.close}
          aria-label={COPY.toast.close}
          onClick={onClose}
          icon={<X aria-hidden="true" size={18} />}
        />
      </div>
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </dialog>
  );
}
