import { constants, createReadStream } from 'node:fs';
import { access, open } from 'node:fs/promises';

/** One entry of a streamed container; `start` and `end` are its value's byte range in the file. */
export interface StreamedEntry {
  key: string;
  value?: unknown;
  error?: string;
  start: number;
  end: number;
}

/** How much of an export one document and one file may hold (`npm run import` options). */
export interface ReadLimits {
  /** Bytes of one document's JSON. */
  documentBytes: number;
  /** Maps and arrays nested inside one document. */
  documentDepth: number;
  /** Bytes of one file of the export. */
  fileBytes: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = {
  // Firestore holds at most 1 MiB per document; JSON's escapes can make that longer.
  documentBytes: 4 * 1024 * 1024,
  // Firestore nests maps and arrays at most 20 deep; its exporters add a level or two.
  documentDepth: 32,
  // A community of millions of messages fits; what does not is no export of the old app.
  fileBytes: 64 * 1024 ** 3,
};

/** The upper levels of a file, enough to tell its layout (see layout.ts). */
export interface FileOutline {
  /** The top level's keys in order (the first OUTLINE_KEYS), with their value's kind. */
  topKeys: Map<string, 'object' | 'array' | 'value'>;
  /** The keys of the top level's `__collections__` object, when it has one. */
  wrapped: string[];
}

/** Keys an outline keeps: a whole-database file has a few; a collection's file, its ids. */
const OUTLINE_KEYS = 10_000;

/** A file that is not JSON, or not JSON we can read: the run is refused before it writes. */
export class NotJson extends Error {}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
/** Bytes that may begin or continue a number or a literal (true, false, null). */
const LITERAL = new Uint8Array(256);
for (const c of '+-.0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
  LITERAL[c.charCodeAt(0)] = 1;

/** A few bytes of a file as people can read them in an error message. */
function excerpt(bytes: Buffer): string {
  const text = bytes.subarray(0, 40).toString('latin1');
  return JSON.stringify(text.replace(/[^\x20-\x7e]/g, '?'));
}

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MiB` : `${bytes} bytes`;

interface Frame {
  array: boolean;
  key: string | null;
  index: number;
}

interface Capture {
  key: string;
  start: number;
  /** frames.length when the value started. */
  depth: number;
  /** A number, literal or string: it ends at a comma, a bracket or its closing quote. */
  primitive: boolean;
  /** The value's bytes; null once it broke a limit (then only its end is looked for). */
  parts: Buffer[] | null;
  problem?: string;
}

/**
 * Scans a JSON file's bytes, chunk by chunk, and gives the entries of the container at `at`.
 * JSON's structure is ASCII, and no byte of a multi-byte UTF-8 character can be mistaken for
 * it, so each entry's byte range comes free. Nothing recurses and nothing grows with the file:
 * a container nested past the limit is skipped by counting its brackets, a value over the size
 * limit stops being kept, so a hostile file costs time, never the stack or the memory.
 */
class Scanner {
  private readonly frames: Frame[] = [];
  /** Depth inside a container nested past `maxFrames` (its frames are not kept). */
  private skipping = 0;
  private inString = false;
  private escaped = false;
  private keyParts: Buffer[] | null = null;
  private keyBytes = 0;
  private expectingKey = false;
  private capture: Capture | null = null;
  private offset = 0;
  private started = false;
  private ended = false;
  private readonly maxFrames: number;

  constructor(
    private readonly file: string,
    private readonly at: readonly string[],
    private readonly limits: ReadLimits,
    private readonly outline?: FileOutline,
  ) {
    this.maxFrames = at.length + 1 + limits.documentDepth;
  }

  private pathMatches(): boolean {
    for (let i = 0; i < this.at.length; i += 1)
      if (this.frames[i]?.key !== this.at[i]) return false;
    return true;
  }

  private atTarget(): boolean {
    return !this.outline && this.frames.length === this.at.length + 1 && this.pathMatches();
  }

  private fail(message: string, position = 0): never {
    throw new NotJson(`${message} (at byte ${this.offset + position})`);
  }

  private begin(position: number, primitive: boolean) {
    const frame = this.frames[this.frames.length - 1];
    const key = !frame ? '' : frame.array ? String(frame.index) : (frame.key ?? '');
    this.capture = { key, start: position, depth: this.frames.length, primitive, parts: [] };
  }

  private finish(end: number): StreamedEntry {
    const capture = this.capture as Capture;
    this.capture = null;
    const base = { key: capture.key, start: capture.start, end };
    if (!capture.problem && end - capture.start > this.limits.documentBytes)
      capture.problem = `larger than ${sizeOf(this.limits.documentBytes)} (the limit per document)`;
    if (capture.problem || !capture.parts) return { ...base, error: capture.problem };
    try {
      return { ...base, value: JSON.parse(Buffer.concat(capture.parts).toString('utf8')) };
    } catch (error) {
      return { ...base, error: `malformed JSON (${(error as Error).message.slice(0, 200)})` };
    }
  }

  private keep(part: Buffer) {
    if (this.capture?.parts) this.capture.parts.push(part);
  }

  private readKey(key: string) {
    const depth = this.frames.length;
    const frame = this.frames[depth - 1];
    if (frame) frame.key = key;
    if (!this.outline) return;
    if (depth === 1 && this.outline.topKeys.size < OUTLINE_KEYS)
      this.outline.topKeys.set(key, 'value');
    if (depth === 2 && this.frames[0]?.key === '__collections__') this.outline.wrapped.push(key);
  }

  /** The entries that end in this chunk. */
  *feed(chunk: Buffer): Generator<StreamedEntry> {
    let segmentStart = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const c = chunk[i] as number;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) {
          this.inString = false;
          if (this.keyParts) {
            this.keyParts.push(chunk.subarray(segmentStart, i + 1));
            const key = JSON.parse(Buffer.concat(this.keyParts).toString('utf8')) as string;
            this.keyParts = null;
            this.readKey(key);
          } else if (this.capture?.primitive && this.frames.length === this.capture.depth) {
            this.keep(chunk.subarray(segmentStart, i + 1));
            segmentStart = i + 1;
            yield this.finish(this.offset + i + 1);
          }
        }
        continue;
      }
      if (this.frames.length === 0 && !isSpace(c)) {
        if (this.ended) this.fail('more after the JSON value ends', i);
        if (c !== OPEN_OBJECT)
          this.fail(`does not start with "{" but with ${excerpt(chunk.subarray(i))}`, i);
        this.started = true;
      }
      if (c === QUOTE) {
        this.inString = true;
        if (this.skipping > 0) continue;
        const frame = this.frames[this.frames.length - 1];
        if (!this.capture && frame && !frame.array && this.expectingKey) {
          this.keyParts = [];
          this.keyBytes = 0;
          segmentStart = i;
          this.expectingKey = false;
        } else if (!this.capture && this.atTarget()) {
          this.begin(this.offset + i, true);
          segmentStart = i;
        }
        continue;
      }
      if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        if (this.skipping > 0) {
          this.skipping += 1;
          continue;
        }
        if (!this.capture && this.atTarget()) {
          this.begin(this.offset + i, false);
          segmentStart = i;
        }
        if (this.outline && this.frames.length === 1 && this.frames[0]?.key !== null) {
          const key = this.frames[0]?.key as string;
          if (this.outline.topKeys.has(key))
            this.outline.topKeys.set(key, c === OPEN_OBJECT ? 'object' : 'array');
        }
        if (this.frames.length >= this.maxFrames) {
          this.skipping = 1;
          if (this.capture) {
            this.capture.problem ??= `nested deeper than ${this.limits.documentDepth} levels`;
            this.capture.parts = null;
          }
          continue;
        }
        this.frames.push({ array: c === OPEN_ARRAY, key: null, index: 0 });
        this.expectingKey = c === OPEN_OBJECT;
        continue;
      }
      if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        if (this.skipping > 0) {
          this.skipping -= 1;
          continue;
        }
        if (this.capture?.primitive) {
          this.keep(chunk.subarray(segmentStart, i));
          segmentStart = i;
          yield this.finish(this.offset + i);
        }
        const frame = this.frames.pop();
        if (!frame || frame.array !== (c === CLOSE_ARRAY)) this.fail('brackets do not match', i);
        if (this.capture && this.frames.length === this.capture.depth) {
          this.keep(chunk.subarray(segmentStart, i + 1));
          segmentStart = i + 1;
          yield this.finish(this.offset + i + 1);
        }
        if (this.frames.length === 0) this.ended = true;
        this.expectingKey = false;
        continue;
      }
      if (c === COMMA) {
        if (this.skipping > 0) continue;
        if (this.capture?.primitive) {
          this.keep(chunk.subarray(segmentStart, i));
          segmentStart = i;
          yield this.finish(this.offset + i);
        }
        const frame = this.frames[this.frames.length - 1];
        if (frame && !frame.array) this.expectingKey = true;
        else if (frame) frame.index += 1;
        continue;
      }
      if (c === COLON || isSpace(c)) continue;
      if (!LITERAL[c]) this.fail(`unexpected ${excerpt(chunk.subarray(i))}`, i);
      // The first byte of a number or literal.
      if (this.skipping === 0 && !this.capture && this.atTarget()) {
        this.begin(this.offset + i, true);
        segmentStart = i;
      }
    }
    // Copied: the stream may reuse its buffer for the next chunk.
    if (this.capture?.parts) {
      this.capture.parts.push(Buffer.from(chunk.subarray(segmentStart)));
      if (this.offset + chunk.length - this.capture.start > this.limits.documentBytes) {
        this.capture.problem = `larger than ${sizeOf(this.limits.documentBytes)} (the limit per document)`;
        this.capture.parts = null;
      }
    } else if (this.keyParts) {
      this.keyParts.push(Buffer.from(chunk.subarray(segmentStart)));
      this.keyBytes += chunk.length - segmentStart;
      if (this.keyBytes > this.limits.documentBytes)
        this.fail('a key longer than a document may be');
    }
    this.offset += chunk.length;
  }

  end() {
    if (!this.started) this.fail('empty: no JSON in it');
    if (this.frames.length > 0 || this.skipping > 0 || this.inString)
      this.fail('the JSON ends before it closes');
  }
}

export interface StreamOptions {
  limits?: ReadLimits;
  chunkSize?: number;
}

/**
 * Streams the entries of one JSON container inside a file (an object's key/value pairs, or an
 * array's elements keyed by their index) without reading the file whole: only one entry's bytes
 * are held at a time, then parsed with JSON.parse. `at` is the path of keys down to the
 * container; [] is the top-level value.
 *
 * An entry that is malformed, too large or nested too deep still yields (with `error` set) so
 * the caller can refuse it and go on; a file whose structure breaks throws NotJson (the survey
 * of the export finds those before anything is written).
 */
export async function* streamEntries(
  file: string,
  at: readonly string[],
  options: StreamOptions = {},
): AsyncGenerator<StreamedEntry> {
  const scanner = new Scanner(file, at, options.limits ?? DEFAULT_READ_LIMITS);
  const stream = createReadStream(file, { highWaterMark: options.chunkSize ?? 1 << 20 });
  for await (const chunk of stream as AsyncIterable<Buffer>) yield* scanner.feed(chunk);
  scanner.end();
}

/**
 * Reads a whole file once to check that it is JSON we can stream (UTF-8, one object, brackets
 * that match) and to note its upper levels. Throws NotJson saying what is wrong.
 */
export async function outlineFile(
  file: string,
  limits: ReadLimits,
  chunkSize = 1 << 20,
): Promise<FileOutline> {
  const outline: FileOutline = { topKeys: new Map(), wrapped: [] };
  // Two levels above the documents: a whole-database file's collections hold them.
  const scanner = new Scanner(
    file,
    [],
    { ...limits, documentDepth: limits.documentDepth + 2 },
    outline,
  );
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let offset = 0;
  const stream = createReadStream(file, { highWaterMark: chunkSize });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    for (const _ of scanner.feed(chunk));
    try {
      utf8.decode(chunk, { stream: true });
    } catch {
      throw new NotJson(`not UTF-8 text (in the ${sizeOf(chunk.length)} from byte ${offset})`);
    }
    offset += chunk.length;
  }
  scanner.end();
  return outline;
}

/** A byte range of the file, end excluded. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Entries closer than this in the file are read in one call... */
const MERGE_GAP = 64 * 1024;
/** ...up to this length: a batch's entries, when the export is written in their order. */
const MERGE_MAX = 8 * 1024 * 1024;

/** Reads entries found by streamEntries again, by their byte ranges, through one open file. */
export async function entryReader(file: string) {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  const bytesAt = async ({ start, end }: ByteRange): Promise<Buffer> => {
    const buffer = Buffer.allocUnsafe(end - start);
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(
        buffer,
        filled,
        buffer.length - filled,
        start + filled,
      );
      if (bytesRead === 0)
        throw new Error(`${file} ends before byte ${end}: changed since it was read`);
      filled += bytesRead;
    }
    return buffer;
  };
  return {
    async read(start: number, end: number): Promise<unknown> {
      return JSON.parse((await bytesAt({ start, end })).toString('utf8'));
    },
    /**
     * The values of many entries, in the order asked. Neighbours in the file are read in one
     * call, the others side by side (the thread pool reads them at once): a read each, one
     * after the other, cost more than the database's work for them.
     */
    async readAll(ranges: readonly ByteRange[]): Promise<unknown[]> {
      const byPlace = ranges.map((range, i) => ({ ...range, i })).sort((a, b) => a.start - b.start);
      const reads: (ByteRange & { entries: (ByteRange & { i: number })[] })[] = [];
      for (const entry of byPlace) {
        const last = reads[reads.length - 1];
        if (last && entry.start - last.end <= MERGE_GAP && entry.end - last.start <= MERGE_MAX) {
          last.end = Math.max(last.end, entry.end);
          last.entries.push(entry);
        } else reads.push({ start: entry.start, end: entry.end, entries: [entry] });
      }
      const values: unknown[] = new Array(ranges.length);
      await Promise.all(
        reads.map(async (read) => {
          const bytes = await bytesAt(read);
          for (const { start, end, i } of read.entries)
            values[i] = JSON.parse(bytes.toString('utf8', start - read.start, end - read.start));
        }),
      );
      return values;
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

export async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
