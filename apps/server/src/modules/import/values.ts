import { stripBidiControls } from '@bbt/domain';

/**
 * The forms the old app's values take in an export, read into what we store. Every reader
 * returns undefined for "absent or unreadable" so the caller decides between a documented
 * default and refusing the document.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A Firestore timestamp as the exporters write it: {"__datatype__": "timestamp", "value":
 * {"_seconds", "_nanoseconds"}}, a bare {"_seconds", "_nanoseconds"} (or without the
 * underscores), an ISO string, or seconds or milliseconds since the epoch (a number, or
 * digits as auth.json's createdAt).
 */
export function readTimestamp(value: unknown): Date | undefined {
  if (isObject(value)) {
    if (value.__datatype__ === 'timestamp') return readTimestamp(value.value);
    const seconds = value._seconds ?? value.seconds;
    const nanos = value._nanoseconds ?? value.nanoseconds ?? 0;
    if (typeof seconds === 'number' && typeof nanos === 'number' && Number.isFinite(seconds)) {
      return validDate(seconds * 1000 + Math.floor(nanos / 1e6));
    }
    return undefined;
  }
  if (typeof value === 'number') return validDate(epochMs(value));
  if (typeof value === 'string' && value.trim() !== '') {
    if (/^\d+$/.test(value.trim())) return validDate(epochMs(Number(value)));
    return validDate(Date.parse(value));
  }
  return undefined;
}

/**
 * Milliseconds from a number of seconds or milliseconds since the epoch. They don't overlap
 * where exports have dates: 10^11 seconds is the year 5138, 10^11 milliseconds March 1973
 * (before Firebase); so below it, seconds.
 */
const epochMs = (n: number) => (Math.abs(n) < 1e11 ? n * 1000 : n);

function validDate(ms: number): Date | undefined {
  if (!Number.isFinite(ms)) return undefined;
  const date = new Date(ms);
  // Outside what PostgreSQL and people mean by a date: treat as unreadable.
  const year = date.getUTCFullYear();
  return year >= 1970 && year <= 9999 ? date : undefined;
}

/** A number, or a number stored as a string ("3", " 12.5 "). */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** A whole, non-negative counter; strings count; anything else is undefined. */
export function readCounter(value: unknown): number | undefined {
  const n = readNumber(value);
  return n !== undefined && Number.isInteger(n) && n >= 0 && n <= 2_147_483_647 ? n : undefined;
}

/** true/false, also as the strings "true"/"false". */
export function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** A non-empty string after trimming. */
export function readText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/**
 * Control characters a message never shows: C0 but tab and line feed (a carriage return goes:
 * CRLF becomes LF), DEL and C1. NUL stays, to be refused as the chat refuses it (the database
 * cannot store it).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const MESSAGE_CONTROLS = /[\u0001-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** In a name, every control character (line breaks included) is a space. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NAME_CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g;

/** Message text as the chat stores it: without direction or control characters, trimmed. */
export const cleanText = (text: string): string =>
  stripBidiControls(text).replace(MESSAGE_CONTROLS, '').trim();

/** A display name on one line: control characters become spaces, runs of spaces one. */
export const cleanName = (name: string): string =>
  stripBidiControls(name).replace(NAME_CONTROLS, ' ').replace(/\s+/g, ' ').trim();

export { isObject, type Fields };
