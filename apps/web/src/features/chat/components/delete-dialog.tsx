import type { ChatMessage } from '@bbt/domain';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import styles from './channel-view.module.css';

/** Confirms a delete (spec section 5: author, founder or admin). */
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
    <Modal
      open={message !== null}
      onClose={onCancel}
      title="Delete message?"
      description="Everyone will see that a message was deleted. This can't be undone."
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {COPY.chat.cancel}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {COPY.chat.actions.delete}
          </Button>
        </>
      }
    >
      {message ? (
        <blockquote className={styles.quote}>
          <strong>{message.author.name}</strong>
          <span>{message.text || (message.image ? 'Image' : '')}</span>
        </blockquote>
      ) : null}
    </Modal>
  );
}
