import type { ChatMessage } from '@bbt/domain';
import { COPY } from '@bbt/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import styles from './channel-view.module.css';

/** Confirms a delete (spec §5: author, founder or admin). */
export function DeleteDialog({
  message,
  pending,
  onCancel,
  onConfirm,
}: {
  message: ChatMessage | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={message !== null}
      onClose={onCancel}
      title="Delete message?"
      description="Everyone will see that a message was deleted. This can't be undone."
      confirmLabel={COPY.chat.actions.delete}
      pending={pending}
      onConfirm={onConfirm}
    >
      {message ? (
        <blockquote className={styles.quote}>
          <strong>{message.author.name}</strong>
          <span>{message.text || (message.image ? 'Image' : '')}</span>
        </blockquote>
      ) : null}
    </ConfirmDialog>
  );
}
