/**
 * The storefront's own settings the console edits: the footer's social links and
 * the landing page's trusted-by names. The server validates with these rules; the web uses
 * them to check a form before sending it and to decide what to show.
 */

export const SOCIAL_NETWORKS = ['telegram', 'discord', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  telegram: 'Telegram',
  discord: 'Discord',
  x: 'X (Twitter)',
  youtube: 'YouTube',
};

/** A network's link, or null when the community has no account there (then nothing shows). */
export type SocialLinks = Record<SocialNetwork, string | null>;

export const NO_SOCIAL_LINKS: SocialLinks = {
  telegram: null,
  discord: null,
  x: null,
  youtube: null,
};

export const SITE_LIMITS = {
  socialUrl: 300,
  /** One wordmark in the strip: a company or community name, not a sentence. */
  trustedName: 40,
  trustedNames: 12,
} as const;

/**
 * Why `value` can't be a social link, or null. Only https addresses to a named host: the link
 * opens from every storefront page, so no `javascript:`, no plain http and no `user:pass@`.
 */
export function socialUrlProblem(value: string): string | null {
  if (value.length > SITE_LIMITS.socialUrl)
    return `A link has at most ${SITE_LIMITS.socialUrl} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Write the whole address, starting with https://';
  }
  if (url.protocol !== 'https:') return 'The address must start with https://';
  if (url.username || url.password) return "The address can't hold a user name or password";
  if (!url.hostname.includes('.')) return 'The address needs a domain such as t.me';
  return null;
}

/** The networks with a link, in the footer's order. */
export function shownSocialLinks(
  links: SocialLinks,
): { network: SocialNetwork; label: string; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = links[network];
    return url ? [{ network, label: SOCIAL_LABELS[network], url }] : [];
  });
}

/** Why a list of trusted-by names can't be saved, or null (each name already trimmed). */
export function trustedByProblem(names: readonly string[]): string | null {
  if (names.length > SITE_LIMITS.trustedNames)
    return `The strip shows at most ${SITE_LIMITS.trustedNames} names`;
  if (names.some((name) => name.length === 0)) return "A name can't be empty";
  if (names.some((name) => name.length > SITE_LIMITS.trustedName))
    return `A name has at most ${SITE_LIMITS.trustedName} characters`;
  const seen = new Set(names.map((name) => name.toLocaleLowerCase('en')));
  if (seen.size < names.length) return 'Each name appears once';
  return null;
}
