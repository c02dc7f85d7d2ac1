import type { Priority } from './priority';

/**
 * The chat's member list at any size (decision 0044): read a range at a time in list order
 * (groups by priority, who is around first, then by name), and searched by the server.
 */
export const MEMBER_LIST = {
  /** Members per range the panel asks for; the first one is the first screen. */
  rangeSize: 100,
  /** The most one request may ask for. */
  maxRange: 200,
  /** Fewer letters than this are not searched: they would match a large part of the community. */
  searchMinChars: 2,
  searchMaxChars: 64,
  /** Matches one search answers at most (the '@' menu and the from: picker show about 8). */
  searchMaxResults: 25,
} as const;

/**
 * The bots are listed in a group of their own, after staff (the group of this priority), as
 * Discord lists its apps: not among the free members, whose count leaves them out (decision 0068).
 */
export const BOTS_GROUP = { label: 'Bots', after: 4 as Priority } as const;

/**
 * The longest display name kept, in UTF-16 units: a name shows beside every message its member
 * wrote, and the member list's index holds it twice (its order and its text). The sign-in
 * providers keep names short; an export's could be anything.
 */
export const NAME_MAX_CHARS = 100;

/** The first `max` UTF-16 units of the text, without splitting a surrogate pair. */
export function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end).trimEnd();
}

/**
 * The longest picture address kept for a member, in bytes. The member list reads every column it
 * shows from one index (decision 0044), whose entries hold at most 2,704 bytes: with two names at
 * their longest (300 bytes each) and the rest of an entry (about 100), a 1 KB address leaves
 * room to spare. Provider and export picture addresses are a few hundred characters, so a longer
 * one is no picture anyone uses: it is not kept, rather than the member refused.
 */
export const PICTURE_URL_MAX_BYTES = 1024;

const utf8 = new TextEncoder();

/** A member's picture address as kept: none when it is longer than PICTURE_URL_MAX_BYTES. */
export const keptPictureUrl = (url: string | null | undefined): string | null =>
  url && url.length <= PICTURE_URL_MAX_BYTES && utf8.encode(url).length <= PICTURE_URL_MAX_BYTES
    ? url
    : null;
