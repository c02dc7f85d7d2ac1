import { constants } from 'node:fs';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import {
  ADMIN_LIMITS,
  isValidRating,
  isValidSale,
  LIMITS,
  PRODUCT_ROLE_KEYS,
  PRODUCT_TYPES,
  type ProductType,
  type RoleKey,
} from '@bbt/domain';
import { insertEmailIfNew, normalizeEmail } from '../mailing-list';
import { reencodeImage, storeProductImage } from '../uploads';
import {
  findProduct,
  insertProduct,
  updateProduct,
  upsertFaq,
  upsertTestimonial,
} from './content-repo';
import {
  eachDocument,
  fitText,
  importDocument,
  refuse,
  type DocumentNotes,
  type ImportContext,
} from './runner';
import { readBoolean, readNumber, readText, type Fields } from './values';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function importMailingList(ctx: ImportContext) {
  return eachDocument(ctx, 'mailing list', 'mailingList', (id, doc) =>
    importDocument(ctx, 'mailing list', id, doc, async (tx, _previous, notes) => {
      const email = normalizeEmail(readText(doc.email) ?? id);
      if (!EMAIL.test(email)) refuse('not an email address');
      if (!(await insertEmailIfNew(tx, email))) notes.note('already on the list');
      return email;
    }),
  );
}

/**
 * Where a Firebase Storage URL's object is in the export's `storage/` folder:
 * https://firebasestorage.googleapis.com/v0/b/<bucket>/o/<path>?alt=media, gs://<bucket>/<path>,
 * or a bare path such as images/<uuid>.
 */
export function storagePathOf(url: string): string | null {
  const firebase = /\/v0\/b\/[^/]+\/o\/([^?#]+)/.exec(url);
  const gs = /^gs:\/\/[^/]+\/(.+)$/.exec(url);
  const raw = firebase?.[1] ?? gs?.[1] ?? (/^[\w-]+\/[\w.-]+$/.test(url) ? url : null);
  if (!raw) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // Stay inside the folder: no absolute paths, no '..'.
  const normal = path.posix.normalize(decoded);
  return normal.startsWith('/') || normal.startsWith('..') ? null : normal;
}

/** An image file of the export, or why it was not read (a report line). */
export type ExportImage = { bytes: Buffer } | { unread: string };

/**
 * The bytes of an image of the export. Only a regular file inside the folder is read: a
 * symbolic link (the file's, or a folder's on its way) could point anywhere on this machine,
 * and a device or pipe could never end. Images over the chat's upload limit are not read.
 */
export async function readExportImage(ctx: ImportContext, url: string): Promise<ExportImage> {
  const relative = storagePathOf(url);
  if (!relative) return { unread: 'image missing from storage' };
  const file = path.join(ctx.folder, 'storage', relative);
  const real = await realpath(file).catch(() => null);
  if (!real) return { unread: 'image missing from storage' };
  if (real !== file) return { unread: 'image is a symbolic link: not read' };
  let handle: FileHandle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return { unread: 'image is a symbolic link: not read' };
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return { unread: 'image is not a file: not read' };
    if (info.size > LIMITS.uploadMaxBytes)
      return { unread: `image over the chat's limit of ${LIMITS.uploadMaxBytes} bytes: not read` };
    return { bytes: await handle.readFile() };
  } finally {
    await handle.close();
  }
}

/** feature1, feature2, ... feature10 in their numeric order. */
function numberedFields(doc: Fields, prefix: string): string[] {
  return Object.keys(doc)
    .map((key) => ({ key, n: new RegExp(`^${prefix}(\\d+)$`).exec(key)?.[1] }))
    .filter((f): f is { key: string; n: string } => f.n !== undefined)
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map((f) => readText(doc[f.key]))
    .filter((text): text is string => text !== undefined);
}

async function productImage(
  ctx: ImportContext,
  doc: Fields,
  notes: DocumentNotes,
): Promise<string | null> {
  const url = readText(doc.ImgUrl) ?? readText(doc.imgUrl) ?? readText(doc.imageUrl);
  if (!url) return null;
  const image = await readExportImage(ctx, url);
  if (!('bytes' in image)) {
    notes.note(`${image.unread}: the product keeps its current picture`);
    return null;
  }
  const { bytes } = image;
  if (ctx.dryRun) {
    await reencodeImage(bytes).catch(() => refuse('image is not an image we accept'));
    return null;
  }
  return storeProductImage(ctx.storage, bytes).catch(() =>
    refuse('image is not an image we accept'),
  );
}

export function importProducts(ctx: ImportContext) {
  return eachDocument(ctx, 'products', 'products', (id, doc, index) =>
    importDocument(ctx, 'products', id, doc, async (tx, previous, notes) => {
      const limits = ADMIN_LIMITS.product;
      const title = fitText(
        ctx,
        notes,
        readText(doc.title) ?? refuse('no title'),
        limits.title,
        'title',
      );
      const nameInUrl = readText(doc.nameInUrl) ?? refuse('no nameInUrl');
      const type = readText(doc.type) as ProductType | undefined;
      if (!type || !PRODUCT_TYPES.includes(type)) refuse(`unknown type ${String(doc.type)}`);
      const role = readText(doc.role) as RoleKey | undefined;
      if (!role || !PRODUCT_ROLE_KEYS.includes(role))
        return refuse(`unknown role ${String(doc.role)}`);
      const originalPrice = readNumber(doc.originalPrice);
      if (originalPrice === undefined || originalPrice <= 0)
        return refuse('no positive originalPrice');
      let salePrice = readNumber(doc.salePrice) ?? null;
      if (salePrice !== null && (salePrice <= 0 || !isValidSale(originalPrice, salePrice))) {
        notes.note('sale price not below the original price: no sale');
        salePrice = null;
      }
      const key = nameInUrl;
      const existing = await findProduct(tx, previous, key, nameInUrl);
      const imageUrl = await productImage(ctx, doc, notes);
      const fields = {
        title,
        nameInUrl,
        description: fitText(
          ctx,
          notes,
          readText(doc.description) ?? '',
          limits.description,
          'description',
        ),
        salePrice,
        role,
        type: type as ProductType,
        features: numberedFields(doc, 'feature')
          .slice(0, limits.features)
          .map((feature) => fitText(ctx, notes, feature, limits.feature, 'feature')),
        ...(imageUrl && { imageUrl }),
      };
      if (existing) {
        if (existing.hasTiers) notes.note("tiered product: the original price stays tier 1's");
        await updateProduct(
          tx,
          existing.id,
          existing.hasTiers ? fields : { ...fields, originalPrice },
        );
        return String(existing.id);
      }
      const id = await insertProduct(tx, {
        ...fields,
        key,
        originalPrice,
        imageUrl: imageUrl ?? '',
        position: index,
      });
      return String(id);
    }),
  );
}

export function importFaqs(ctx: ImportContext) {
  return eachDocument(ctx, 'faq', 'faq', (id, doc, index) =>
    importDocument(ctx, 'faq', id, doc, async (tx, previous, notes) => {
      const limits = ADMIN_LIMITS.faq;
      const header = fitText(
        ctx,
        notes,
        readText(doc.header) ?? refuse('no header'),
        limits.header,
        'header',
      );
      const description = fitText(
        ctx,
        notes,
        readText(doc.description) ?? refuse('no description'),
        limits.description,
        'description',
      );
      // The old app listed them in document order unless a field says otherwise.
      const position = readNumber(doc.order) ?? readNumber(doc.position) ?? index;
      return String(await upsertFaq(tx, previous, { header, description, position }));
    }),
  );
}

export function importTestimonials(ctx: ImportContext) {
  return eachDocument(ctx, 'testimonials', 'testimonials', (id, doc) =>
    importDocument(ctx, 'testimonials', id, doc, async (tx, previous, notes) => {
      const name = readText(doc.name) ?? refuse('no name');
      const description = readText(doc.description) ?? refuse('no description');
      const rating = readNumber(doc.rating);
      if (rating === undefined || !isValidRating(rating))
        return refuse('rating not 0 to 5 in halves');
      let display = readBoolean(doc.display);
      if (display === undefined) {
        notes.note('display missing (older testimonial): hidden until approved');
        display = false;
      }
      const uid = readText(doc.uid) ?? readText(doc.userId);
      return String(
        await upsertTestimonial(tx, previous, {
          name,
          description,
          rating,
          display,
          userId: (uid && ctx.members.get(uid)) || null,
        }),
      );
    }),
  );
}
