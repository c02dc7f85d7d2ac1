import { ADMIN_LIMITS } from '@bbt/domain';
import type { AdminFaq, FaqInput } from '../types';
import { textProblem } from './text';

/** The server's limits for FAQs. */
export const FAQ_LIMITS = ADMIN_LIMITS.faq;

export type FaqFormErrors = Partial<Record<keyof FaqInput, string>>;

/** Question and answer are required, trimmed, within the server's limits. */
export function validateFaqForm(
  form: FaqInput,
): { ok: true; value: FaqInput } | { ok: false; errors: FaqFormErrors } {
  const header = form.header.trim();
  const description = form.description.trim();
  const errors: FaqFormErrors = {
    header: textProblem('Question', header, FAQ_LIMITS.header),
    description: textProblem('Answer', description, FAQ_LIMITS.description),
  };
  if (errors.header || errors.description) return { ok: false, errors };
  return { ok: true, value: { header, description } };
}

/** The PATCH body for an edited FAQ: only what changed (empty when nothing did). */
export function diffFaq(faq: AdminFaq, value: FaqInput): Partial<FaqInput> {
  const patch: Partial<FaqInput> = {};
  if (value.header !== faq.header) patch.header = value.header;
  if (value.description !== faq.description) patch.description = value.description;
  return patch;
}
