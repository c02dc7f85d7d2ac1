import { readSignalLevel, signalLevelProblem } from '@bbt/domain';
import type { CloseSignalInput, NewSignalInput } from '../types';

export interface SignalForm {
  name: string;
  entry: string;
  exit: string;
  profit: string;
}

export type SignalFormErrors = Partial<Record<keyof SignalForm, string>>;

export const EMPTY_SIGNAL_FORM: SignalForm = { name: '', entry: '', exit: '', profit: '' };

/** The server's length limits (apps/server/src/modules/signals/routes.ts). */
export const SIGNAL_LIMITS = { name: 80, profit: 40, position: 40, pl: 40 } as const;

function requiredText(label: string, value: string, max: number): string | undefined {
  if (value === '') return `${label} is required`;
  if (value.length > max) return `${label} is too long`;
  return undefined;
}

/**
 * An entry or exit level, held to the same rules the server applies to the text it is sent
 * (readSignalLevel); a negative one is read as a number so it hears 'must be above 0'.
 */
function level(label: string, text: string, typed: string | null): string | undefined {
  if (text.trim() === '') return `${label} is required`;
  if (typed === null) return `${label} must be a number`;
  const problem = typed.startsWith('-')
    ? signalLevelProblem(label, Number(typed))
    : readSignalLevel(label, typed).problem;
  return problem ?? undefined;
}

function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * A typed number as the server reads levels, decimals kept: '64,250.50' -> '64250.50',
 * '+.5' -> '0.5', '-3' stays; null when it isn't a number.
 */
export function levelText(text: string): string | null {
  const trimmed = text.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  return trimmed
    .replace(/^\+/, '')
    .replace(/^(-?)\./, '$10.')
    .replace(/\.$/, '');
}

/**
 * Spec §5: name, entry and exit (numbers) and profit (text) are required. Answers the
 * errors by field, or the request body when there are none.
 */
export function validateSignalForm(
  form: SignalForm,
): { ok: true; value: NewSignalInput } | { ok: false; errors: SignalFormErrors } {
  const errors: SignalFormErrors = {};
  const name = form.name.trim();
  const profit = form.profit.trim();
  const entry = levelText(form.entry);
  const exit = levelText(form.exit);
  errors.name = requiredText('Name', name, SIGNAL_LIMITS.name);
  errors.entry = level('Entry', form.entry, entry);
  errors.exit = level('Exit', form.exit, exit);
  errors.profit = requiredText('Profit', profit, SIGNAL_LIMITS.profit);
  if (hasErrors(errors) || entry === null || exit === null) {
    return { ok: false, errors };
  }
  return { ok: true, value: { name, entry, exit, profit } };
}

export interface CloseForm {
  position: string;
  pl: string;
}

export type CloseFormErrors = Partial<Record<keyof CloseForm, string>>;

/** Spec §5: the close form's position and P&L are required text. */
export function validateCloseForm(
  form: CloseForm,
): { ok: true; value: CloseSignalInput } | { ok: false; errors: CloseFormErrors } {
  const errors: CloseFormErrors = {};
  const position = form.position.trim();
  const pl = form.pl.trim();
  errors.position = requiredText('Position', position, SIGNAL_LIMITS.position);
  errors.pl = requiredText('P&L', pl, SIGNAL_LIMITS.pl);
  if (hasErrors(errors)) return { ok: false, errors };
  return { ok: true, value: { position, pl } };
}
