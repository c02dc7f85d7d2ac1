import { COPY } from '@bbt/domain';

/** The server's limit on an application (POST /api/marketing/apply). */
export const CV_MAX_CHARS = 2000;

/** The form's error for a cv text, or null when it can be sent (spec §5: required). */
export function validateCv(cv: string): string | null {
  const text = cv.trim();
  if (text === '') return COPY.marketing.cvRequired;
  if (text.length > CV_MAX_CHARS) return `Your application is at most ${CV_MAX_CHARS} characters`;
  return null;
}
