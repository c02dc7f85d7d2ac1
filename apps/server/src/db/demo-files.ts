import { crc32 } from 'node:zlib';
import { PRODUCT_FILES } from '@bbt/domain';
import { findProductFile, storeProductFile } from '../modules/delivery';
import type { FileStorage } from '../plugins/storage';
import type { Database } from './client';

/*
 * The demo's product files (decision 0045), made at seed time so the repository holds no
 * binaries: a one-page PDF manual and a zip holding a short Pine Script. The founder replaces
 * both from the console with the real ones.
 */

/** A one-page PDF whose page says `text` (ASCII), with a correct cross-reference table. */
export function demoPdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A zip of one stored (uncompressed) file. */
export function demoZip(name: string, content: string): Buffer {
  const data = Buffer.from(content, 'utf8');
  const fileName = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(20, 6); // version needed
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localSize = local.length + fileName.length + data.length;
  const centralSize = central.length + fileName.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

export const DEMO_PRODUCT_FILES = {
  'trading-manual': () =>
    demoPdf('Blue Badge trading manual (demo): replace it from the console, Products.'),
  'indicator-package': () =>
    demoZip(
      'blue-badge-indicator.pine',
      '//@version=5\nindicator("Blue Badge (demo)", overlay=true)\nplot(ta.ema(close, 21))\n',
    ),
} as const;

/** Stores each demo file the product has none of yet; a founder's upload is never replaced. */
export async function seedDemoFiles(db: Database, storage: FileStorage): Promise<void> {
  for (const file of PRODUCT_FILES) {
    if (await findProductFile(db, file)) continue;
    await storeProductFile(db, storage, {
      file,
      bytes: DEMO_PRODUCT_FILES[file](),
      updatedBy: null,
    });
  }
}
