import type { Meeting, MeetingStatus, NewMeetingInput } from '../types';

const STATUS_ORDER: Record<MeetingStatus, number> = { live: 0, scheduled: 1, ended: 2 };

/** Live meetings first, then scheduled, then ended; newest first within each. */
export function sortMeetings(meetings: Meeting[]): Meeting[] {
  const time = (m: Meeting) => {
    const t = Date.parse(m.createdAt);
    return Number.isNaN(t) ? 0 : t;
  };
  return [...meetings].sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || time(b) - time(a),
  );
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
  type: MeetingType;
}

export type MeetingFormErrors = Partial<Record<'title' | 'provider' | 'link', string>>;

/** Spec §5 / ruling 19: exclusive by default. */
export const EMPTY_MEETING_FORM: MeetingForm = {
  title: '',
  provider: '',
  link: '',
  type: 'exclusive',
};

/** The server's length limits (apps/server/src/modules/meetings/routes.ts). */
export const MEETING_LIMITS = { title: 120, provider: 60, link: 500 } as const;

function requiredText(label: string, value: string, max: number): string | undefined {
  if (value === '') return `${label} is required`;
  if (value.length > max) return `${label} is too long`;
  return undefined;
}

/** Title, provider and link are required text (spec §5). */
export function validateMeetingForm(
  form: MeetingForm,
): { ok: true; value: NewMeetingInput } | { ok: false; errors: MeetingFormErrors } {
  const title = form.title.trim();
  const provider = form.provider.trim();
  const link = form.link.trim();
  const errors: MeetingFormErrors = {
    title: requiredText('Title', title, MEETING_LIMITS.title),
    provider: requiredText('Provider', provider, MEETING_LIMITS.provider),
    link:
      requiredText('Link', link, MEETING_LIMITS.link) ??
      (safeHttpUrl(link) ? undefined : 'The link must be an http(s) address'),
  };
  if (Object.values(errors).some(Boolean)) return { ok: false, errors };
  return { ok: true, value: { title, provider, link, exclusive: form.type === 'exclusive' } };
}
