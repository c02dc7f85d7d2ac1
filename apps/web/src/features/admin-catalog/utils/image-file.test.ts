import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, imageFileProblem } from './image-file';

describe('imageFileProblem', () => {
  it('accepts images up to 8 MB', () => {
    expect(IMAGE_MAX_BYTES).toBe(8 * 1024 * 1024);
    expect(imageFileProblem({ type: 'image/png', size: 1200 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses files that are not images', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 100 })).toBe(
      'Choose an image file (PNG, JPEG, WebP or GIF)',
    );
    expect(imageFileProblem({ type: '', size: 100 })).toBe(
      'Choose an image file (PNG, JPEG, WebP or GIF)',
    );
  });

  it('refuses images over 8 MB and empty files', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe(
      'The image is larger than 8 MB',
    );
    expect(imageFileProblem({ type: 'image/jpeg', size: 0 })).toBe('The file is empty');
  });
});
