import {
  SITE_LIMITS,
  SOCIAL_NETWORKS,
  socialUrlProblem,
  type SocialLinks,
  type SocialNetwork,
} from '@bbt/domain';
import type { SitePatch, SiteSettings } from '../types';
import { newLine, type FeatureLine, type ListErrors } from './product-form';

/** The social links as typed: an empty field takes the link off the footer. */
export type SocialForm = Record<SocialNetwork, string>;
export type SocialErrors = Partial<Record<SocialNetwork, string>>;

export function socialToForm(links: SocialLinks): SocialForm {
  return Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, links[network] ?? '']),
  ) as SocialForm;
}

/**
 * Checks each address as the server will (https only) and answers the links to save: only
 * the networks whose link changed, or nothing when none did.
 */
export function validateSocialForm(
  form: SocialForm,
  saved: SocialLinks,
): { patch: SitePatch['socialLinks']; errors?: SocialErrors } {
  const errors: SocialErrors = {};
  const patch: Partial<SocialLinks> = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = form[network].trim() || null;
    const problem = url === null ? null : socialUrlProblem(url);
    if (problem) errors[network] = problem;
    else if (url !== saved[network]) patch[network] = url;
  }
  return Object.keys(errors).length > 0 ? { patch: {}, errors } : { patch };
}

export const namesToLines = (names: readonly string[]): FeatureLine[] =>
  names.map((name) => newLine(name));

/**
 * The trusted-by names to save, trimmed, in their order; an empty, too long or repeated name
 * is pointed out on its line, too many names on the list.
 */
export function validateTrustedNames(lines: readonly FeatureLine[]): {
  values: string[];
  errors?: ListErrors;
} {
  const errors: ListErrors = { lines: {} };
  const seen = new Set<string>();
  const values = lines.map((line) => {
    const name = line.text.trim();
    const folded = name.toLocaleLowerCase('en');
    if (name === '') errors.lines[line.id] = 'Write this name or remove the line';
    else if (name.length > SITE_LIMITS.trustedName)
      errors.lines[line.id] = `Too long (at most ${SITE_LIMITS.trustedName} characters)`;
    else if (seen.has(folded)) errors.lines[line.id] = 'This name is already in the list';
    seen.add(folded);
    return name;
  });
  if (lines.length > SITE_LIMITS.trustedNames)
    errors.list = `At most ${SITE_LIMITS.trustedNames} names`;
  const failed = errors.list !== undefined || Object.keys(errors.lines).length > 0;
  return failed ? { values, errors } : { values };
}

/** Whether the names as edited differ from the saved list (order counts). */
export function namesChanged(lines: readonly FeatureLine[], saved: SiteSettings['trustedBy']) {
  const names = lines.map((line) => line.text.trim());
  return names.length !== saved.length || names.some((name, i) => name !== saved[i]);
}
