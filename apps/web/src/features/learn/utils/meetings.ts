import { compareMeetings, type MeetingTimes } from '@bbt/domain';
import type { Meeting, NewMeetingInput } from '../types';

const timesOf = (m: Meeting): MeetingTimes => ({
  status: m.status,
  startsAt: m.startsAt === null ? null : new Date(m.startsAt),
  createdAt: new Date(m.createdAt),
});

/** In the server's order (compareMeetings): live, upcoming soonest first, then ended. */
export function sortMeetings(meetings: Meeting[]): Meeting[] {
  return [...meetings].sort((a, b) => compareMeetings(timesOf(a), timesOf(b)));
}

/** The link only if it is a web address (http or https), so nothing else is ever opened. */
export function safeHttpUrl(link: string): string | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export type MeetingType = 'exclusive' | 'free';

export interface MeetingForm {
  title: string;
  provider: string;
  link: string;
  /** A datetime-local value ('2026-12-01T19:00'): the creator's own clock. */
  startsAt: string;
  type: MeetingType;
}

export type MeetingFormErrors = Partial<Record<'title' | 'provider' | 'link' | 'startsAt', string>>;

/** Spec §5 / ruling 19: exclusive by default. */
export const EMPTY_MEETING_FORM: MeetingForm = {
  title: '',
  provider: '',
  link: '',
  startsAt: '',
  type: 'exclusive',
};

/** The server's length limits (apps/server/src/modules/meetings/routes.ts). */
export const MEETING_LIMITS = { title: 120, provider: 60, link: 500 } as const;

function requiredText(label: string, value: string, max: number): string | undefined {
  if (value === '') return `${label} is required`;
  if (value.length > max) return `${label} is too long`;
  return undefined;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;

/**
 * A datetime-local value read in the creator's time zone, as the moment the server stores
 * ('2026-12-01T19:00' in Paris -> '2026-12-01T18:00:00.000Z'); null when it isn't one.
 */
export function startMoment(local: string): string | null {
  if (!LOCAL_DATE_TIME.test(local)) return null;
  // Without an offset, Date reads a date-time as local time.
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Title, provider, link (required text, spec §5) and a start time are required. */
export function validateMeetingForm(
  form: MeetingForm,
): { ok: true; value: NewMeetingInput } | { ok: false; errors: MeetingFormErrors } {
  const title = form.title.trim();
  const provider = form.provider.trim();
  const link = form.link.trim();
  const startsAt = startMoment(form.startsAt);
  const errors: MeetingFormErrors = {
    title: requiredText('Title', title, MEETING_LIMITS.title),
    provider: requiredText('Provider', provider, MEETING_LIMITS.provider),
    link:
      requiredText('Link', link, MEETING_LIMITS.link) ??
      (safeHttpUrl(link) ? undefined : 'The link must be an http(s) address'),
    startsAt:
      form.startsAt === ''
        ? 'Start time is required'
        : startsAt
          ? undefined
          : 'Start time must be a date and time',
  };
  if (Object.values(errors).some(Boolean) || !startsAt) return { ok: false, errors };
  return {
    ok: true,
    value: { title, provider, link, startsAt, exclusive: form.type === 'exclusive' },
  };
}
