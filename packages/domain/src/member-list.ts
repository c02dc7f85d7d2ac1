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
 * The longest picture address kept for a member. The member list reads every column it shows
 * from one index (decision 0044), and an index entry holds at most about 2.7 KB; provider and
 * export picture addresses are a few hundred characters, so a longer one is no picture anyone
 * uses, and it is not kept rather than refused with the member.
 */
export const PICTURE_URL_MAX_CHARS = 2048;

/** A member's picture address as kept: none when it is longer than PICTURE_URL_MAX_CHARS. */
export const keptPictureUrl = (url: string | null | undefined): string | null =>
  url && url.length <= PICTURE_URL_MAX_CHARS ? url : null;
