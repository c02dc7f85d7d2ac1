import type { ChatMessage } from '@bbt/domain';
import styles from './message-item.module.css';

const MAX_WIDTH = 400;
const MAX_HEIGHT = 320;

/** Alt text of an image message: its text, or who shared it. */
export function imageAlt(message: ChatMessage): string {
  return message.text.trim() || `Image shared by ${message.author.name}`;
}

/** An image message at a readable size; a click opens it full size. */
export function MessageImage({ message, onOpen }: { message: ChatMessage; onOpen: () => void }) {
  const image = message.image;
  if (!image) return null;
  return (
    <button
      type="button"
      className={styles.imageButton}
      onClick={onOpen}
      aria-label={`${imageAlt(message)}, open full size`}
      style={{
        aspectRatio: `${image.width} / ${image.height}`,
        maxWidth: Math.min(image.width, MAX_WIDTH, (MAX_HEIGHT * image.width) / image.height),
      }}
    >
      <img
        src={image.url}
        alt={imageAlt(message)}
        width={image.width}
        height={image.height}
        loading="lazy"
      />
    </button>
  );
}
