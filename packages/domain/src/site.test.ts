import { describe, expect, it } from 'vitest';
import {
  NO_SOCIAL_LINKS,
  SITE_LIMITS,
  shownSocialLinks,
  socialUrlProblem,
  trustedByProblem,
} from './site';

describe('socialUrlProblem', () => {
  it.each(['https://t.me/bluebadge', 'https://discord.gg/abc', 'https://www.youtube.com/@bb'])(
    'accepts %s',
    (url) => expect(socialUrlProblem(url)).toBeNull(),
  );

  it.each([
    ['#', 'not an address'],
    ['t.me/bluebadge', 'no scheme'],
    ['http://t.me/bluebadge', 'plain http'],
    ['javascript:alert(1)', 'a script'],
    ['https://user:secret@t.me/x', 'credentials'],
    ['https://localhost/x', 'no domain'],
    [`https://t.me/${'a'.repeat(SITE_LIMITS.socialUrl)}`, 'too long'],
  ])('refuses %s (%s)', (url) => expect(socialUrlProblem(url)).toEqual(expect.any(String)));
});

describe('shownSocialLinks', () => {
  it('lists only the networks with a link, in the footer order', () => {
    expect(shownSocialLinks(NO_SOCIAL_LINKS)).toEqual([]);
    expect(
      shownSocialLinks({
        ...NO_SOCIAL_LINKS,
        youtube: 'https://y.be/a',
        telegram: 'https://t.me/b',
      }),
    ).toEqual([
      { network: 'telegram', label: 'Telegram', url: 'https://t.me/b' },
      { network: 'youtube', label: 'YouTube', url: 'https://y.be/a' },
    ]);
  });
});

describe('trustedByProblem', () => {
  it('accepts an empty list and distinct short names', () => {
    expect(trustedByProblem([])).toBeNull();
    expect(trustedByProblem(['Northwind', 'Atlas Quant'])).toBeNull();
  });

  it.each([
    ['an empty name', ['']],
    ['a name one character too long', ['n'.repeat(SITE_LIMITS.trustedName + 1)]],
    ['a name twice, whatever its case', ['Atlas', 'atlas']],
    ['one name too many', Array.from({ length: SITE_LIMITS.trustedNames + 1 }, (_, i) => `N${i}`)],
  ])('refuses %s', (_case, names) => expect(trustedByProblem(names)).toEqual(expect.any(String)));
});
