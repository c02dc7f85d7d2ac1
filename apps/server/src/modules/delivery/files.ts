import { randomUUID } from 'node:crypto';
import {
  COPY,
  DOWNLOAD_LINK_MINUTES,
  filesDeliveredBy,
  LIMITS,
  mayDownloadFile,
  PRODUCT_FILE_INFO,
  type EntitlementHolder,
  type ProductFile,
} from '@bbt/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { FileStorage } from '../../plugins/storage';
import { readToken, signToken } from '../../signed-token';
import { fileTooLarge } from '../uploads';
import { findProductFile, replaceProductFile } from './repo';

const DOWNLOAD_PURPOSE = 'product-download';

export interface DownloadLink {
  file: ProductFile;
  title: string;
  fileName: string;
  url: string;
  expiresAt: string;
}

/**
 * A short-lived link to one file for one member (decision 0045): the token names the member
 * and the file, so the link is useless to anyone else, and it stops working after
 * DOWNLOAD_LINK_MINUTES; the download also asks again whether the member still owns the file.
 */
export function downloadLink(
  secret: string,
  userId: string,
  file: ProductFile,
  now: Date,
): DownloadLink {
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_MINUTES * 60_000);
  const token = signToken(secret, DOWNLOAD_PURPOSE, { user: userId, file }, expiresAt);
  const { title, fileName } = PRODUCT_FILE_INFO[file];
  return {
    file,
    title,
    fileName,
    url: `/api/downloads/${file}?token=${encodeURIComponent(token)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The links to the files these products hand over that the member owns now, one per file. */
export function downloadLinksFor(
  secret: string,
  member: EntitlementHolder & { id: string },
  productRoles: string[],
  now: Date,
): DownloadLink[] {
  const files = new Set(productRoles.flatMap(filesDeliveredBy));
  return [...files]
    .filter((file) => mayDownloadFile(member, file))
    .map((file) => downloadLink(secret, member.id, file, now));
}

const refusedLink = (code: string, message: string) => new AppError(403, code, message);

/** The file's bytes, for the member the link was made for, while they own the file. */
export async function readDownload(
  db: Database,
  storage: FileStorage,
  secret: string,
  input: { member: EntitlementHolder & { id: string }; file: ProductFile; token: string },
  now: Date,
) {
  const reading = readToken(secret, DOWNLOAD_PURPOSE, input.token, now);
  if (!reading.ok && reading.reason === 'expired')
    throw refusedLink('link_expired', COPY.server.delivery.linkExpired);
  if (!reading.ok || reading.claims.file !== input.file)
    throw refusedLink('link_invalid', COPY.server.delivery.linkInvalid);
  if (reading.claims.user !== input.member.id)
    throw refusedLink('link_not_yours', COPY.server.delivery.linkNotYours);
  if (!mayDownloadFile(input.member, input.file))
    throw refusedLink(
      'not_owned',
      COPY.server.delivery.notOwned(PRODUCT_FILE_INFO[input.file].title.toLowerCase()),
    );
  const stored = await findProductFile(db, input.file);
  const body = stored && (await storage.get(stored.storageKey));
  if (!body) throw notFound(COPY.server.delivery.fileNotReady);
  return { body, ...PRODUCT_FILE_INFO[input.file] };
}

/**
 * Keeps new bytes as the product's file: they must be what the file is (a PDF for the manual,
 * a zip for the package), read from the bytes themselves. The old bytes are removed once the
 * row points at the new ones, so a download never meets a missing file.
 */
export async function storeProductFile(
  db: Database,
  storage: FileStorage,
  input: { file: ProductFile; bytes: Buffer; updatedBy: string | null },
) {
  if (input.bytes.length > LIMITS.uploadMaxBytes) throw fileTooLarge();
  const info = PRODUCT_FILE_INFO[input.file];
  const type = await fileTypeFromBuffer(input.bytes);
  if (type?.mime !== info.contentType)
    throw new AppError(
      415,
      'wrong_file_type',
      COPY.server.delivery.wrongFileType(
        info.title,
        info.contentType === 'application/pdf' ? 'PDF' : 'zip',
      ),
    );
  const storageKey = `downloads/${input.file}/${randomUUID()}.${type.ext}`;
  await storage.put(storageKey, input.bytes);
  const previous = await db.transaction((tx) =>
    replaceProductFile(tx, {
      file: input.file,
      storageKey,
      bytes: input.bytes.length,
      updatedBy: input.updatedBy,
    }),
  );
  if (previous && previous !== storageKey) await storage.delete(previous);
  const stored = await findProductFile(db, input.file);
  return presentProductFile(input.file, stored);
}

export function presentProductFile(
  file: ProductFile,
  stored: { bytes: number; updatedAt: Date } | undefined,
) {
  return {
    file,
    ...PRODUCT_FILE_INFO[file],
    bytes: stored?.bytes ?? null,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  };
}
