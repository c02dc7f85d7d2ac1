import { createReadStream } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Streams the entries of one JSON container inside a file (an object's key/value pairs, or an
 * array's elements keyed by their index) without reading the file whole: only one entry's text
 * is held at a time, then parsed with JSON.parse. `at` is the path of keys down to the
 * container; [] is the top-level value.
 *
 * A malformed entry still yields (with `error` set) so the caller can report it and go on; a
 * file whose structure breaks (unbalanced brackets) throws.
 */
export async function* streamEntries(
  file: string,
  at: readonly string[],
  chunkSize = 1 << 20,
): AsyncGenerator<{ key: string; value?: unknown; error?: string }> {
  // One frame per open container: its kind, and for objects the key being read or just read.
  const frames: { kind: '{' | '['; key: string | null; index: number }[] = [];
  let inString = false;
  let escaped = false;
  let stringText: string[] | null = null; // a key being read, when not capturing
  let expectingKey = false;
  let capture: string[] | null = null;
  let captureKey = '';
  let captureDepth = 0; // frames.length when the captured value started
  let primitive = false; // capturing a number, literal or string at the target level

  const atTarget = () => frames.length === at.length + 1 && pathMatches();
  const pathMatches = () => {
    for (let i = 0; i < at.length; i += 1) if (frames[i]?.key !== at[i]) return false;
    return true;
  };

  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: chunkSize });
  const finish = function* (): Generator<{ key: string; value?: unknown; error?: string }> {
    if (!capture) return;
    const text = capture.join('');
    capture = null;
    primitive = false;
    try {
      yield { key: captureKey, value: JSON.parse(text) };
    } catch (error) {
      yield { key: captureKey, error: `malformed JSON (${(error as Error).message})` };
    }
  };

  for await (const chunk of stream as AsyncIterable<string>) {
    let segmentStart = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const c = chunk[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') {
          inString = false;
          if (stringText && !capture) {
            stringText.push(chunk.slice(segmentStart, i + 1));
            const key = JSON.parse(stringText.join('')) as string;
            stringText = null;
            const frame = frames[frames.length - 1];
            if (frame) frame.key = key;
          } else if (primitive && capture && frames.length === captureDepth) {
            capture.push(chunk.slice(segmentStart, i + 1));
            segmentStart = i + 1;
            yield* finish();
          }
        }
        continue;
      }
      if (c === '"') {
        inString = true;
        const frame = frames[frames.length - 1];
        if (!capture && frame?.kind === '{' && expectingKey) {
          stringText = [];
          segmentStart = i;
          expectingKey = false;
        } else if (!capture && atTarget()) {
          capture = [];
          primitive = true;
          captureDepth = frames.length;
          captureKey = keyOfValue();
          segmentStart = i;
        }
        continue;
      }
      if (c === '{' || c === '[') {
        if (!capture && atTarget()) {
          capture = [];
          captureDepth = frames.length;
          captureKey = keyOfValue();
          segmentStart = i;
        }
        frames.push({ kind: c, key: null, index: 0 });
        expectingKey = c === '{';
        continue;
      }
      if (c === '}' || c === ']') {
        if (primitive && capture) {
          capture.push(chunk.slice(segmentStart, i));
          segmentStart = i;
          yield* finish();
        }
        frames.pop();
        if (capture && frames.length === captureDepth) {
          capture.push(chunk.slice(segmentStart, i + 1));
          segmentStart = i + 1;
          yield* finish();
        }
        expectingKey = false;
        continue;
      }
      if (c === ',') {
        if (primitive && capture) {
          capture.push(chunk.slice(segmentStart, i));
          segmentStart = i;
          yield* finish();
        }
        const frame = frames[frames.length - 1];
        if (frame?.kind === '{') expectingKey = true;
        else if (frame) frame.index += 1;
        continue;
      }
      if (c === ':' || c === ' ' || c === '\n' || c === '\r' || c === '\t') continue;
      // The first character of a number or literal.
      if (!capture && atTarget()) {
        capture = [];
        primitive = true;
        captureDepth = frames.length;
        captureKey = keyOfValue();
        segmentStart = i;
      }
    }
    if (capture) capture.push(chunk.slice(segmentStart));
    else if (stringText) stringText.push(chunk.slice(segmentStart));
  }
  if (frames.length > 0 || inString) throw new Error(`${file}: the JSON ends before it closes`);

  function keyOfValue(): string {
    const frame = frames[frames.length - 1];
    if (!frame) return '';
    return frame.kind === '{' ? (frame.key ?? '') : String(frame.index);
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
