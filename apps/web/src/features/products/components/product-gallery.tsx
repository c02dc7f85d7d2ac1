import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import styles from './product-gallery.module.css';

/**
 * The badge's gallery (spec screen 4): one image at a time with previous and next buttons
 * (wrapping around), thumbnails, and the position announced as "1 of 3".
 */
export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <div
      className={styles.gallery}
      role="group"
      aria-roledescription="carousel"
      aria-label={`${title} gallery`}
    >
      <div className={styles.stage}>
        <img
          key={images[current]}
          className={styles.image}
          src={images[current]}
          alt={`${title}, image ${current + 1} of ${count}`}
          width={800}
          height={600}
          loading="lazy"
        />
      </div>
      <div className={styles.controls}>
        <Button
          variant="secondary"
          iconOnly
          aria-label={COPY.products.previous}
          title={COPY.products.previous}
          onClick={() => go(current - 1)}
          icon={<ChevronLeft size={18} aria-hidden="true" />}
        />
        <ul role="list" className={styles.thumbs}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === current || undefined}
                onClick={() => go(i)}
              >
                <img src={src} alt="" width={80} height={60} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          iconOnly
          aria-label={COPY.products.next}
          title={COPY.products.next}
          onClick={() => go(current + 1)}
          icon={<ChevronRight size={18} aria-hidden="true" />}
        />
      </div>
      <p className={styles.position} aria-live="polite" aria-atomic="true">
        <span className="tabular-nums">
          {current + 1} of {count}
        </span>
      </p>
    </div>
  );
}
