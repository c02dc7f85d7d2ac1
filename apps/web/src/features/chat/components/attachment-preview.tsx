import { X } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import type { Attachment } from '../hooks/use-image-attachment';
import styles from './composer.module.css';

/** The image about to be sent, with its upload state and a remove button. */
export function AttachmentPreview({
  attachment,
  onRemove,
}: {
  attachment: Attachment;
  onRemove: () => void;
}) {
  const uploading = attachment.upload === null;
  return (
    <div className={styles.attachment} aria-busy={uploading || undefined}>
      <img src={attachment.preview} alt="" className={styles.attachmentImage} />
      <span className={styles.attachmentName}>{attachment.name}</span>
      {uploading ? <Spinner size="sm" label="Uploading" /> : null}
      <button
        type="button"
        className={styles.bannerClose}
        aria-label={`Remove ${attachment.name}`}
        title="Remove"
        onClick={onRemove}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
