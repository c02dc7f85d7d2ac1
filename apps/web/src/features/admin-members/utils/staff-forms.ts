import { CONSOLE_BAN_MAX_DAYS, CREDIT_ADJUSTMENT_MAX, STAFF_REASON_MAX } from '@bbt/domain';

type Checked<F, V> =
  { ok: true; value: V } | { ok: false; errors: Partial<Record<keyof F, string>> };

function reasonError(reason: string): string | null {
  if (reason.length < 3) return 'Say why, in a few words';
  if (reason.length > STAFF_REASON_MAX)
    return `The reason is too long (at most ${STAFF_REASON_MAX} characters)`;
  return null;
}

export type CreditsForm = { change: string; reason: string };

/** A change other than zero within the bound, and a reason; the balance is the server's check. */
export function validateCreditsForm(
  form: CreditsForm,
): Checked<CreditsForm, { change: number; reason: string }> {
  const reason = form.reason.trim();
  const change = Number(form.change.trim());
  const errors: Partial<CreditsForm> = {};
  if (form.change.trim() === '' || !Number.isFinite(change) || change === 0)
    errors.change = 'Give a number of credits, with a minus to take them';
  else if (Math.abs(change) > CREDIT_ADJUSTMENT_MAX)
    errors.change = `At most ${CREDIT_ADJUSTMENT_MAX.toLocaleString('en-US')} either way`;
  const why = reasonError(reason);
  if (why) errors.reason = why;
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, value: { change, reason } };
}

export type BanForm = { days: string; reason: string };

/** Whole days within the bound, and a reason. */
export function validateBanForm(form: BanForm): Checked<BanForm, { days: number; reason: string }> {
  const reason = form.reason.trim();
  const days = Number(form.days.trim());
  const errors: Partial<BanForm> = {};
  if (!Number.isInteger(days) || days < 1 || days > CONSOLE_BAN_MAX_DAYS)
    errors.days = `A whole number of days, from 1 to ${CONSOLE_BAN_MAX_DAYS}`;
  const why = reasonError(reason);
  if (why) errors.reason = why;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { days, reason } };
}
