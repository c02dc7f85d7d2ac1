import type { AdminFaq, FaqInput } from '../types';

/** The server's limits for FAQs (issue 7 contract). */
export const FAQ_LIMITS = { header: 200, description: 2000 } as const;

export type FaqFormErrors = Partial<Record<keyof FaqInput, string>>;

function textProblem(label: string, value: string, max: number): string | undefined {
  if (value === '') return `${label} is required`;
  if (value.length > max) return `${label} is too long (at most ${max} characters)`;
  return undefined;
}

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
