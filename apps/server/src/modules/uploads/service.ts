import { randomUUID } from 'node:crypto';
import { COPY, LIMITS } from '@bbt/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import type { Database } from '../../db/client';
import { uploads } from './schema';
import { AppError, notFound } from '../../errors';
import type { FileStorage } from '../../plugins/storage';
import type { Member } from '../users';
import { deleteWithdrawnUpload, findUpload, listWithdrawnUploads } from './repo';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** Large enough for a chart screenshot, small enough to keep pages light. */
const MAX_SIDE_PX = 2048;
const STORED_TYPE = 'image/webp';
/**
 * Animations (a GIF, an animated WebP) stay animated (decision 0067) within these bounds, so a
 * reaction GIF plays but a long clip is refused rather than stored as a heavy file.
 */
export const ANIMATION_LIMITS = { maxFrames: 100, maxSidePx: 640 } as const;
/** Pixels sharp may decode for one upload, all frames of an animation together. */
const MAX_INPUT_PIXELS = 64_000_000;

/** Where a channel image is served (routes.ts), as messages link to it. */
export const uploadUrl = (id: string) => `/api/uploads/${id}`;

/**
 * The chat's rules for a channel, as its images need them. The chat sits above uploads (its
 * messages carry images), so the rules come in from the routes instead of by import.
 */
export interface ChannelRules {
  /** The channel as stored, when the member may post in it; throws the chat's refusal. */
  assertCanPost(member: Member, channel: string): Promise<string>;
  /** Throws the chat's refusal when the member may not read the channel. */
  assertCanRead(member: Member, channel: string): Promise<unknown>;
}

export const fileTooLarge = () => new AppError(413, 'file_too_large', COPY.chat.fileTooLarge);

/**
 * Checks that the bytes are an image we accept (the real type is read from the bytes, not the
 * name or the browser's claim) and re-encodes it to WebP, which drops its metadata (location,
 * camera) and anything hidden after the pixels. An animation keeps its frames and timing,
 * within ANIMATION_LIMITS and the upload size once encoded; `info.height` is one frame's.
 */
export async function reencodeImage(bytes: Buffer): Promise<{ data: Buffer; info: OutputInfo }> {
  if (bytes.length > LIMITS.uploadMaxBytes) throw fileTooLarge();
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) {
    throw new AppError(415, 'not_an_image', COPY.server.uploads.notAnImage);
  }
  const { frames, pixels } = await framesOf(bytes);
  const animated = frames > 1;
  if (animated && (frames > ANIMATION_LIMITS.maxFrames || pixels > MAX_INPUT_PIXELS)) {
    throw new AppError(
      413,
      'animation_too_large',
      COPY.server.uploads.animationTooLarge(
        ANIMATION_LIMITS.maxFrames,
        MAX_INPUT_PIXELS / 1_000_000,
      ),
    );
  }
  const side = animated ? ANIMATION_LIMITS.maxSidePx : MAX_SIDE_PX;
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(415, 'unreadable_image', COPY.server.uploads.unreadableImage);
  }
  if (encoded.data.length > LIMITS.uploadMaxBytes) throw fileTooLarge();
  const { info } = encoded;
  return { data: encoded.data, info: { ...info, height: info.pageHeight ?? info.height } };
}

/**
 * How many frames the image holds (1 for a still image) and its pixels across them, read from
 * its header alone (nothing is decoded yet); unreadable bytes are refused.
 */
async function framesOf(bytes: Buffer): Promise<{ frames: number; pixels: number }> {
  try {
    const meta = await sharp(bytes, { animated: true, limitInputPixels: false }).metadata();
    return { frames: meta.pages ?? 1, pixels: (meta.width ?? 0) * (meta.height ?? 0) };
  } catch {
    throw new AppError(415, 'unreadable_image', COPY.server.uploads.unreadableImage);
  }
}

/** Accepts an image for a channel the member may post in, re-encoded by reencodeImage. */
export async function storeChannelImage(
  db: Database,
  storage: FileStorage,
  rules: ChannelRules,
  member: Member,
  input: { channel: string; bytes: Buffer },
) {
  const channel = await rules.assertCanPost(member, input.channel);
  const encoded = await reencodeImage(input.bytes);
  const id = randomUUID();
  const storageKey = `images/${id}.webp`;
  await storage.put(storageKey, encoded.data);
  await db.insert(uploads).values({
    id,
    userId: member.id,
    channel,
    storageKey,
    contentType: STORED_TYPE,
    bytes: encoded.data.length,
    width: encoded.info.width,
    height: encoded.info.height,
  });
  return { id, url: uploadUrl(id), width: encoded.info.width, height: encoded.info.height };
}

/** The image bytes, for members who may read the channel it was posted to. */
export async function readChannelImage(
  db: Database,
  storage: FileStorage,
  rules: ChannelRules,
  member: Member,
  id: string,
) {
  const upload = await findUpload(db, id);
  // Withdrawn (its message was deleted): gone for everyone, whether or not the file still is.
  if (!upload || upload.withdrawnAt) throw notFound(COPY.server.uploads.noSuchImage);
  await rules.assertCanRead(member, upload.channel);
  const body = await storage.get(upload.storageKey);
  if (!body) throw notFound(COPY.server.uploads.noSuchImage);
  return { body, contentType: upload.contentType };
}

/** At most this many withdrawn images' files are removed in one go. */
const REMOVAL_BATCH = 100;

/**
 * Removes the files of withdrawn images from storage, then their rows. The row goes last: a
 * crash in between leaves a withdrawn row (served to no one) that the next run finishes, never
 * a servable row without its file.
 */
export async function removeWithdrawnImages(db: Database, storage: FileStorage): Promise<void> {
  const withdrawn = await listWithdrawnUploads(db, REMOVAL_BATCH);
  for (const upload of withdrawn) {
    await storage.delete(upload.storageKey);
    await deleteWithdrawnUpload(db, upload.id);
  }
}

/** Product pictures are public: the storefront shows them to everyone. */
export const PRODUCT_IMAGE_PATH = '/api/product-images/';
const PRODUCT_IMAGE_NAME = /^[0-9a-f-]{36}\.webp$/;

/** True when `url` names a product picture that was uploaded and stored. */
export async function isStoredProductImage(storage: FileStorage, url: string): Promise<boolean> {
  if (!url.startsWith(PRODUCT_IMAGE_PATH)) return false;
  const name = url.slice(PRODUCT_IMAGE_PATH.length);
  return PRODUCT_IMAGE_NAME.test(name) && (await storage.has(`products/${name}`));
}

/** Stores a product picture (re-encoded like every upload) and returns its public URL. */
export async function storeProductImage(storage: FileStorage, bytes: Buffer): Promise<string> {
  const encoded = await reencodeImage(bytes);
  const name = `${randomUUID()}.webp`;
  await storage.put(`products/${name}`, encoded.data);
  return PRODUCT_IMAGE_PATH + name;
}

export async function readProductImage(storage: FileStorage, name: string) {
  if (!PRODUCT_IMAGE_NAME.test(name)) throw notFound(COPY.server.uploads.noSuchImage);
  const body = await storage.get(`products/${name}`);
  if (!body) throw notFound(COPY.server.uploads.noSuchImage);
  return { body, contentType: STORED_TYPE };
}
