import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ANIMATION_LIMITS, reencodeImage } from './service';

/** An animated GIF of `count` frames of width x height, each a different red. */
async function animatedGif(count: number, width = 40, height = 30): Promise<Buffer> {
  const frames = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({
        create: { width, height, channels: 3, background: { r: (i * 37) % 256, g: 0, b: 0 } },
      })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: frames.map(() => 80) })
    .toBuffer();
}

describe('animated images (decision 0067)', () => {
  it('keep their frames and timing as an animated WebP, sized by one frame', async () => {
    const { data, info } = await reencodeImage(await animatedGif(3));
    expect({ width: info.width, height: info.height }).toEqual({ width: 40, height: 30 });
    const decoded = await sharp(data, { animated: true }).metadata();
    expect(decoded).toMatchObject({ format: 'webp', pages: 3, width: 40, pageHeight: 30 });
    expect(decoded.delay).toEqual([80, 80, 80]);
  });

  it(`are scaled to at most ${ANIMATION_LIMITS.maxSidePx} px a side`, async () => {
    const { data, info } = await reencodeImage(await animatedGif(2, 1280, 720));
    expect({ width: info.width, height: info.height }).toEqual({ width: 640, height: 360 });
    expect(await sharp(data, { animated: true }).metadata()).toMatchObject({ pages: 2 });
  });

  it(`are refused past ${ANIMATION_LIMITS.maxFrames} frames, with a readable reason`, async () => {
    await expect(
      reencodeImage(await animatedGif(ANIMATION_LIMITS.maxFrames + 1, 8, 8)),
    ).rejects.toMatchObject({
      statusCode: 413,
      code: 'animation_too_large',
      message: expect.stringContaining(`at most ${ANIMATION_LIMITS.maxFrames} frames`),
    });
  });

  it('leave a still GIF a still WebP', async () => {
    const still = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 90, b: 200 } },
    })
      .gif()
      .toBuffer();
    const { data, info } = await reencodeImage(still);
    expect({ width: info.width, height: info.height }).toEqual({ width: 40, height: 30 });
    const decoded = await sharp(data, { animated: true }).metadata();
    expect(decoded.format).toBe('webp');
    expect(decoded.pages ?? 1).toBe(1);
  });
});
