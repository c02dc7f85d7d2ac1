import { COPY } from '@bbt/domain';

// Deliberately simple: something@something.tld without spaces. The server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: newsletter and popup emails are required and valid. */
export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return COPY.mailing.required;
  if (!EMAIL_PATTERN.test(email)) return COPY.mailing.invalid;
  return null;
}
