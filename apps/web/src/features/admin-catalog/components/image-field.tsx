import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { CircleAlert, ImageUp, Undo2 } from 'lucide-react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useUploadProductImage } from '../api/upload-product-image';
import { imageFileProblem } from '../utils/image-file';
import styles from './products-admin.module.css';

interface ImageFieldProps {
  productTitle: string;
  /** The image the form will save. */
  value: string;
  /** The product's saved image, to go back to. */
  savedUrl: string;
  onChange: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The product image: a preview, and a new file uploaded at once (checked here for type and
 * 8 MB first; the server has the last word). The product points at it once saved.
 */
export function ImageField({
  productTitle,
  value,
  savedUrl,
  onChange,
  onUploadingChange,
  error,
  disabled = false,
}: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProductImage();
  const toast = useToast();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const current = useRef(0);

  // The local preview lives until the upload ends or the field goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  // A file chosen while the editor closes must not report into the closed form.
  useEffect(
    () => () => {
      current.current += 1;
    },
    [],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) {
      setProblem(refused);
      setStatus(refused);
      return;
    }
    const attempt = ++current.current;
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    setStatus(`Uploading ${file.name}`);
    onUploadingChange(true);
    upload.mutateAsync(file).then(
      (url) => {
        if (attempt !== current.current) return;
        onChange(url);
        setPreview(null);
        setStatus('Image uploaded. Save the product to use it.');
        onUploadingChange(false);
      },
      (failure: unknown) => {
        if (attempt !== current.current) return;
        const message = errorMessage(failure);
        setPreview(null);
        setProblem(message);
        setStatus('');
        toast.error(message);
        onUploadingChange(false);
      },
    );
  };

  const revert = () => {
    onChange(savedUrl);
    setProblem(null);
    setStatus('The saved image is back.');
    inputRef.current?.focus();
  };

  const uploading = upload.isPending && preview !== null;
  const shown = preview ?? value;
  const changed = value !== savedUrl;
  const message = problem ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <fieldset className={styles.imageField}>
      <legend className={styles.legend}>Image</legend>
      <div className={styles.imageRow}>
        <div className={styles.imagePreview}>
          {shown ? (
            <img
              src={shown}
              alt={
                preview
                  ? `New image for ${productTitle}, uploading`
                  : changed
                    ? `New image for ${productTitle}`
                    : `Current image of ${productTitle}`
              }
            />
          ) : (
            <span className={styles.noImage}>No image</span>
          )}
          {uploading ? (
            <span className={styles.imageBusy} aria-hidden="true">
              <Spinner size="md" label={null} />
            </span>
          ) : null}
          {changed && !uploading ? <span className={styles.imageBadge}>New</span> : null}
        </div>
        <div className={styles.imageControls}>
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            className={`visually-hidden ${styles.fileInput}`}
            aria-describedby={[hintId, message ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={message ? true : undefined}
            disabled={disabled || uploading}
            onChange={choose}
          />
          <label
            htmlFor={id}
            className={buttonClassName({
              variant: 'secondary',
              size: 'sm',
              className: styles.fileLabel,
            })}
          >
            {uploading ? (
              <Spinner size="sm" label={null} />
            ) : (
              <ImageUp size={16} aria-hidden="true" />
            )}
            {uploading ? 'Uploading…' : 'Upload a new image'}
          </label>
          <p id={hintId} className={styles.hint}>
            PNG, JPEG, WebP or GIF, up to 8 MB. It replaces the current image when you save.
          </p>
          {changed && !uploading ? (
            <Button
              size="sm"
              variant="ghost"
              icon={<Undo2 size={16} aria-hidden="true" />}
              disabled={disabled}
              onClick={revert}
            >
              Keep the current image
            </Button>
          ) : null}
          {message ? (
            <p id={errorId} className={styles.fieldError}>
              <CircleAlert size={14} aria-hidden="true" />
              {message}
            </p>
          ) : null}
          <p className="visually-hidden" role="status">
            {status}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
