import { LIMITS } from '@bbt/domain';

/** Upload limit of product images: 8 MB, as chat images (decision 0010). */
export const IMAGE_MAX_BYTES = LIMITS.uploadMaxBytes;

/**
 * Why a chosen file can't be sent as a product image, or null. Only a first check for a
 * quick answer: the server reads the file itself and decides.
 */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'Choose an image file (PNG, JPEG, WebP or GIF)';
  if (file.size > IMAGE_MAX_BYTES) return 'The image is larger than 8 MB';
  if (file.size === 0) return 'The file is empty';
  return null;
}
