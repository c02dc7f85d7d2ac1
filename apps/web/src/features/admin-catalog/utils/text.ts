/** Why a trimmed text can't be saved, or undefined: required, and at most `max` characters. */
export function textProblem(label: string, value: string, max: number): string | undefined {
  if (value === '') return `${label} is required`;
  if (value.length > max) return `${label} is too long (at most ${max} characters)`;
  return undefined;
}
