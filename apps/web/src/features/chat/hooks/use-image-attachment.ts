import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY, LIMITS } from '@bbt/domain';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { uploadImage } from '../api/upload-image';
import type { Upload } from '../api/upload-image';

export interface Attachment {
  name: string;
  /** A local preview while the upload runs. */
  preview: string;
  /** Set once the server has the image. */
  upload: Upload | null;
}

/**
 * The composer's image: checked on the client first (images only, at most 8 MB,
 * spec §5), uploaded at once, and sent with the message by its upload id.
 */
export function useImageAttachment(channel: string) {
  const toast = useToast();
  const [current, setCurrent] = useState<Attachment | null>(null);
  const previewRef = useRef<string | null>(null);

  const release = useCallback(() => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
  }, []);

  useEffect(() => release, [release]);

  const clear = useCallback(() => {
    release();
    setCurrent(null);
  }, [release]);

  const attach = useCallback(
    (file: File) => {
      if (!file.type.startsWith('image/')) {
        toast.error('Only images can be uploaded');
        return;
      }
      if (file.size > LIMITS.uploadMaxBytes) {
        toast.error(COPY.chat.fileTooLarge);
        return;
      }
      release();
      const preview = URL.createObjectURL(file);
      previewRef.current = preview;
      setCurrent({ name: file.name, preview, upload: null });
      uploadImage({ channel, file }).then(
        (upload) => setCurrent((a) => (a?.preview === preview ? { ...a, upload } : a)),
        (error: unknown) => {
          if (previewRef.current !== preview) return;
          toast.error(
            isApiError(error) && error.status === 413
              ? COPY.chat.fileTooLarge
              : errorMessage(error),
          );
          release();
          setCurrent(null);
        },
      );
    },
    [channel, toast, release],
  );

  return { current, attach, clear };
}
