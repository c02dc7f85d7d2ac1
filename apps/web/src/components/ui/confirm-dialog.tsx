import type { ReactNode } from 'react';
import { COPY } from '@bbt/domain';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** What the action applies to, shown under the description (a quoted message). */
  children?: ReactNode;
  /** The confirm button: 'Delete signal', 'Lift ban'. */
  confirmLabel: string;
  /** The button that closes without acting; 'Cancel' unless the action is itself a cancel. */
  dismissLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The action is under way: its button shows a spinner. */
  pending?: boolean;
  /** While pending, Cancel waits and the dialog can't be closed. */
  holdWhilePending?: boolean;
  /** 'danger' (default) for what can't be undone, beside a ghost Cancel; 'primary' beside a
   * secondary Cancel. */
  tone?: 'danger' | 'primary';
}

/** Asks before an action, on the shared modal: Cancel, then the action. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  dismissLabel = COPY.chat.cancel,
  onConfirm,
  onClose,
  pending = false,
  holdWhilePending = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const held = holdWhilePending && pending;
  return (
    <Modal
      open={open}
      onClose={held ? () => undefined : onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button
            variant={tone === 'danger' ? 'ghost' : 'secondary'}
            onClick={onClose}
            disabled={held}
          >
            {dismissLabel}
          </Button>
          <Button variant={tone} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
