import { errorMessage, isApiError } from '../../../lib/api-client';

/** A message fit to show for an HTTP error, a refused socket write or a time-out. */
export function describeError(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return errorMessage(error);
}
