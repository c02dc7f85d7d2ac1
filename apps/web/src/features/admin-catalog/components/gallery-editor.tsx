import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { ImageUp, RotateCcw } from 'lucide-react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useChangeGalleryPicture } from '../api/change-gallery-picture';
import { useUploadProductImage } from '../api/upload-product-image';
import type { AdminProduct } from '../types';
import { imageFileProblem } from '../utils/image-file';
import styles from './products-admin.module.css';

function GallerySlot({
  product,
  slot,
  onStorefrontChanged,
}: {
  product: AdminProduct;
  slot: number;
  onStorefrontChanged?: () => void;
}) {
  const inputId = useId();
  const upload = useUploadProductImage();
  const change = useChangeGalleryPicture(onStorefrontChanged);
  const toast = useToast();
  const [status, setStatus] = useState('');
  const picture = product.gallery[slot - 1] ?? product.seededGallery[slot - 1];
  const seeded = product.seededGallery[slot - 1];
  const busy = upload.isPending || change.isPending;
  const name = `Gallery picture ${slot}`;

  const failed = (failure: unknown) => {
    const message = errorMessage(failure);
    setStatus('');
    toast.error(message);
  };

  const replace = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) {
      toast.error(refused);
      return;
    }
    setStatus(`Uploading ${file.name}`);
    upload
      .mutateAsync(file)
      .then((imageUrl) => change.mutateAsync({ key: product.key, slot, imageUrl }))
      .then(() => {
        setStatus(`${name} replaced.`);
        toast.success(`${name} replaced: the product page shows it now`);
      }, failed);
  };

  const putBack = () =>
    change.mutateAsync({ key: product.key, slot, restore: true }).then(() => {
      setStatus(`${name}: the original is back.`);
      toast.success(`${name}: the original is back`);
    }, failed);

  return (
    <li className={styles.gallerySlot}>
      <div className={styles.imagePreview}>
        {picture ? <img src={picture} alt={`${name} of ${product.title}`} /> : null}
        {busy ? (
          <span className={styles.imageBusy} aria-hidden="true">
            <Spinner size="md" label={null} />
          </span>
        ) : null}
        {picture !== seeded ? <span className={styles.imageBadge}>Replaced</span> : null}
      </div>
      <div className={styles.imageControls}>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className={`visually-hidden ${styles.fileInput}`}
          disabled={busy}
          onChange={replace}
        />
        <label
          htmlFor={inputId}
          className={buttonClassName({
            variant: 'secondary',
            size: 'sm',
            className: styles.fileLabel,
          })}
        >
          <ImageUp size={16} aria-hidden="true" />
          Replace<span className="visually-hidden"> {name.toLowerCase()}</span>
        </label>
        {picture !== seeded ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            icon={<RotateCcw size={16} aria-hidden="true" />}
            onClick={() => void putBack()}
          >
            Put the original back<span className="visually-hidden"> in {name.toLowerCase()}</span>
          </Button>
        ) : null}
        <p className="visually-hidden" role="status">
          {status}
        </p>
      </div>
    </li>
  );
}

/**
 * The product page's gallery (the badge's three pictures): each slot takes a new picture at
 * once, through the same checked upload as the product image, and can get its original back.
 */
export function GalleryEditor({
  product,
  onStorefrontChanged,
}: {
  product: AdminProduct;
  onStorefrontChanged?: () => void;
}) {
  const legendId = useId();
  return (
    <section className={styles.gallery} aria-labelledby={legendId}>
      <h3 id={legendId} className={styles.legend}>
        Gallery
      </h3>
      <p className={styles.hint}>
        The pictures under the product page&apos;s description, in this order. A new picture (PNG,
        JPEG, WebP or GIF, up to 8 MB) shows at once; no need to save the product.
      </p>
      <ol role="list" className={styles.gallerySlots}>
        {product.seededGallery.map((_, i) => (
          <GallerySlot
            key={i}
            product={product}
            slot={i + 1}
            onStorefrontChanged={onStorefrontChanged}
          />
        ))}
      </ol>
    </section>
  );
}
