import { createReadStream } from 'node:fs';
import { access, open, readdir } from 'node:fs/promises';
import path from 'node:path';

/** One entry of a streamed container; `start` and `end` are its value's byte range in the file. */
export interface StreamedEntry {
  key: string;
  value?: unknown;
  error?: string;
  start: number;
  end: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/**
 * Streams the entries of one JSON container inside a file (an object's key/value pairs, or an
 * array's elements keyed by their index) without reading the file whole: only one entry's bytes
 * are held at a time, then parsed with JSON.parse. `at` is the path of keys down to the
 * container; [] is the top-level value. It scans bytes: JSON's structure is ASCII, and no byte
 * of a multi-byte UTF-8 character can be mistaken for it, so each entry's byte range comes free
 * (readEntryAt reads it again later).
 *
 * A malformed entry still yields (with `error` set) so the caller can report it and go on; a
 * file whose structure breaks (unbalanced brackets) throws.
 */
export async function* streamEntries(
  file: string,
  at: readonly string[],
  chunkSize = 1 << 20,
): AsyncGenerator<StreamedEntry> {
  // One frame per open container: its kind, and for objects the key being read or just read.
  const frames: { array: boolean; key: string | null; index: number }[] = [];
  let inString = false;
  let escaped = false;
  let keyBytes: Buffer[] | null = null; // a key being read, when not capturing
  let expectingKey = false;
  let capture: Buffer[] | null = null;
  let captureKey = '';
  let captureStart = 0;
  let captureDepth = 0; // frames.length when the captured value started
  let primitive = false; // capturing a number, literal or string at the target level
  let offset = 0; // the file offset of the current chunk's first byte

  const pathMatches = () => {
    for (let i = 0; i < at.length; i += 1) if (frames[i]?.key !== at[i]) return false;
    return true;
  };
  const atTarget = () => frames.length === at.length + 1 && pathMatches();
  const keyOfValue = (): string => {
    const frame = frames[frames.length - 1];
    if (!frame) return '';
    return frame.array ? String(frame.index) : (frame.key ?? '');
  };
  const begin = (position: number, isPrimitive: boolean) => {
    capture = [];
    primitive = isPrimitive;
    captureDepth = frames.length;
    captureKey = keyOfValue();
    captureStart = position;
  };
  const finish = (end: number): StreamedEntry | null => {
    if (!capture) return null;
    const text = Buffer.concat(capture).toString('utf8');
    capture = null;
    primitive = false;
    const base = { key: captureKey, start: captureStart, end };
    try {
      return { ...base, value: JSON.parse(text) };
    } catch (error) {
      return { ...base, error: `malformed JSON (${(error as Error).message})` };
    }
  };

  const stream = createReadStream(file, { highWaterMark: chunkSize });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let segmentStart = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const c = chunk[i] as number;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) {
          inString = false;
          if (keyBytes && !capture) {
            keyBytes.push(chunk.subarray(segmentStart, i + 1));
            const key = JSON.parse(Buffer.concat(keyBytes).toString('utf8')) as string;
            keyBytes = null;
            const frame = frames[frames.length - 1];
            if (frame) frame.key = key;
          } else if (primitive && capture && frames.length === captureDepth) {
            (capture as Buffer[]).push(chunk.subarray(segmentStart, i + 1));
            segmentStart = i + 1;
            const entry = finish(offset + i + 1);
            if (entry) yield entry;
          }
        }
        continue;
      }
      if (c === QUOTE) {
        inString = true;
        const frame = frames[frames.length - 1];
        if (!capture && frame && !frame.array && expectingKey) {
          keyBytes = [];
          segmentStart = i;
          expectingKey = false;
        } else if (!capture && atTarget()) {
          begin(offset + i, true);
          segmentStart = i;
        }
        continue;
      }
      if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        if (!capture && atTarget()) {
          begin(offset + i, false);
          segmentStart = i;
        }
        frames.push({ array: c === OPEN_ARRAY, key: null, index: 0 });
        expectingKey = c === OPEN_OBJECT;
        continue;
      }
      if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        if (primitive && capture) {
          (capture as Buffer[]).push(chunk.subarray(segmentStart, i));
          segmentStart = i;
          const entry = finish(offset + i);
          if (entry) yield entry;
        }
        frames.pop();
        if (capture && frames.length === captureDepth) {
          (capture as Buffer[]).push(chunk.subarray(segmentStart, i + 1));
          segmentStart = i + 1;
          const entry = finish(offset + i + 1);
          if (entry) yield entry;
        }
        expectingKey = false;
        continue;
      }
      if (c === COMMA) {
        if (primitive && capture) {
          (capture as Buffer[]).push(chunk.subarray(segmentStart, i));
          segmentStart = i;
          const entry = finish(offset + i);
          if (entry) yield entry;
        }
        const frame = frames[frames.length - 1];
        if (frame && !frame.array) expectingKey = true;
        else if (frame) frame.index += 1;
        continue;
      }
      if (c === COLON || isSpace(c)) continue;
      // The first byte of a number or literal.
      if (!capture && atTarget()) {
        begin(offset + i, true);
        segmentStart = i;
      }
    }
    // Copied: the stream may reuse its buffer for the next chunk.
    if (capture) (capture as Buffer[]).push(Buffer.from(chunk.subarray(segmentStart)));
    else if (keyBytes) keyBytes.push(Buffer.from(chunk.subarray(segmentStart)));
    offset += chunk.length;
  }
  if (frames.length > 0 || inString) throw new Error(`${file}: the JSON ends before it closes`);
}

/** Reads entries found by streamEntries again, by their byte ranges, through one open file. */
export async function entryReader(file: string) {
  const handle = await open(file, 'r');
  return {
    async read(start: number, end: number): Promise<unknown> {
      const buffer = Buffer.alloc(end - start);
      await handle.read(buffer, 0, buffer.length, start);
      return JSON.parse(buffer.toString('utf8'));
    },
    close: () => handle.close(),
  };
}

/** The value of an entry found by streamEntries, read again from its byte range. */
export async function readEntryAt(file: string, start: number, end: number): Promise<unknown> {
  const reader = await entryReader(file);
  try {
    return await reader.read(start, end);
  } finally {
    await reader.close();
  }
}

/** The name of a collection's file, or of a whole-database export holding it. */
export interface CollectionSource {
  file: string;
  at: string[];
}

/**
 * Where a collection is in an export folder: `<name>.json` (one object, document id -> fields,
 * possibly wrapped as {"__collections__": {"<name>": ...}} as node-firestore-import-export
 * writes it), else the first other JSON file whose top level has `__collections__` (a whole
 * database exported at once). Null when the export has no such collection.
 */
export async function locateCollection(
  folder: string,
  names: readonly string[],
): Promise<CollectionSource | null> {
  for (const name of names) {
    const file = path.join(folder, `${name}.json`);
    if (await exists(file)) {
      return { file, at: (await startsWithCollections(file)) ? ['__collections__', name] : [] };
    }
  }
  const entries = (await readdir(folder)).filter((f) => f.endsWith('.json') && f !== 'auth.json');
  for (const entry of entries.sort()) {
    const file = path.join(folder, entry);
    if (!(await startsWithCollections(file))) continue;
    for (const name of names) {
      if (await hasEntries(file, ['__collections__', name])) {
        return { file, at: ['__collections__', name] };
      }
    }
  }
  return null;
}

export async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Whether the file's first key is `__collections__` (reads only its first kilobytes). */
async function startsWithCollections(file: string): Promise<boolean> {
  const stream = createReadStream(file, { encoding: 'utf8', start: 0, end: 4095 });
  let head = '';
  for await (const chunk of stream as AsyncIterable<string>) head += chunk;
  return /^\s*\{\s*"__collections__"\s*:/.test(head);
}

async function hasEntries(file: string, at: string[]): Promise<boolean> {
  for await (const _entry of streamEntries(file, at)) return true;
  return false;
}
