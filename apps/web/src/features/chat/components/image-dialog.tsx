import type { ChatMessage } from '@bbt/domain';
import { Modal } from '../../../components/ui/modal';
import { imageAlt } from './message-image';
import styles from './channel-view.module.css';

/** An image message at full size. */
export function ImageDialog({
  message,
  onClose,
}: {
  message: ChatMessage | null;
  onClose: () => void;
}) {
  const image = message?.image;
  return (
    <Modal
      open={Boolean(image)}
      onClose={onClose}
      size="lg"
      title={message ? imageAlt(message) : ''}
    >
      {message && image ? (
        <figure className={styles.figure}>
          <img src={image.url} alt={imageAlt(message)} width={image.width} height={image.height} />
          <figcaption>
            <a href={image.url} target="_blank" rel="noopener noreferrer">
              Open original
            </a>
          </figcaption>
        </figure>
      ) : null}
    </Modal>
  );
}
