import { SITE_LIMITS } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import { adminConsole, expectError, freshIp } from './test-support';

const consoleApp = adminConsole();
const { cookies, request: call } = consoleApp;

const publicSite = async () => {
  const response = await call('GET', '/api/site', undefined, null);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const adminSite = async () => {
  const response = await call('GET', '/api/admin/site');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const patch = (body: unknown, cookie: string | null = cookies.admin) =>
  call('PATCH', '/api/admin/site', body, cookie);

const NOTHING = {
  socialLinks: { telegram: null, discord: null, x: null, youtube: null },
  trustedBy: [],
};

describe('site settings', () => {
  // First, before any test writes: the seeded shop invents no names and links nowhere.
  it('starts with no social links and no trusted-by names', async () => {
    expect(await publicSite()).toEqual(NOTHING);
    expect(await adminSite()).toEqual(NOTHING);
  });

  it('saves social links and names; the public endpoint shows them at once', async () => {
    const saved = await patch({
      socialLinks: { telegram: ' https://t.me/bluebadge ', youtube: 'https://youtube.com/@bb' },
      trustedBy: ['  Northwind Desk ', 'Atlas Quant'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      socialLinks: {
        telegram: 'https://t.me/bluebadge',
        discord: null,
        x: null,
        youtube: 'https://youtube.com/@bb',
      },
      trustedBy: ['Northwind Desk', 'Atlas Quant'],
    };
    expect(saved.json()).toEqual(expected);
    expect(await publicSite()).toEqual(expected);
    expect(await adminSite()).toEqual(expected);
  });

  it('changes one link without touching the others, reorders and clears', async () => {
    await patch({ socialLinks: { discord: 'https://discord.gg/bb' } }, cookies.founder);
    let shown = await publicSite();
    expect(shown.socialLinks).toMatchObject({
      telegram: 'https://t.me/bluebadge',
      discord: 'https://discord.gg/bb',
    });
    await patch({ trustedBy: ['Atlas Quant', 'Northwind Desk'] });
    expect((await publicSite()).trustedBy).toEqual(['Atlas Quant', 'Northwind Desk']);

    // null or an empty field takes a link off; an empty list hides the strip.
    const cleared = await patch({
      socialLinks: { telegram: null, discord: '', x: null, youtube: '  ' },
      trustedBy: [],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    shown = await publicSite();
    expect(shown).toEqual(NOTHING);
  });

  it.each<[string, unknown]>([
    ['a link without https', { socialLinks: { telegram: 'http://t.me/bluebadge' } }],
    ['a placeholder link', { socialLinks: { discord: '#' } }],
    ['a script link', { socialLinks: { x: 'javascript:alert(1)' } }],
    ['a link with a password', { socialLinks: { x: 'https://me:pw@x.com/bb' } }],
    ['a link to no domain', { socialLinks: { youtube: 'https://localhost/' } }],
    [
      'a link one character too long',
      { socialLinks: { youtube: `https://y.be/${'a'.repeat(SITE_LIMITS.socialUrl)}` } },
    ],
    ['an unknown network', { socialLinks: { myspace: 'https://myspace.com/bb' } }],
    ['a link that is a number', { socialLinks: { telegram: 42 } }],
    ['an empty name', { trustedBy: ['Atlas', ' '] }],
    ['a name too long', { trustedBy: ['n'.repeat(SITE_LIMITS.trustedName + 1)] }],
    ['a name twice', { trustedBy: ['Atlas', 'ATLAS'] }],
    [
      'too many names',
      { trustedBy: Array.from({ length: SITE_LIMITS.trustedNames + 1 }, (_, i) => `Name ${i}`) },
    ],
    ['names that are not a list', { trustedBy: 'Atlas' }],
    ['a good link with a bad name', { socialLinks: { x: 'https://x.com/bb' }, trustedBy: [''] }],
    ['an unknown field', { footer: 'hidden' }],
    ['an empty body', {}],
    ['malformed JSON', '{"trustedBy": ['],
  ])('refuses %s with 400, changing nothing', async (_case, body) => {
    await patch({ socialLinks: { telegram: 'https://t.me/known' }, trustedBy: ['Known'] });
    const before = await adminSite();
    const refused = await patch(body);
    expectError(refused, 400);
    expect(await adminSite()).toEqual(before);
    expect(await publicSite()).toEqual(before);
  });

  it('refuses members (403) and visitors (401), changing nothing', async () => {
    const before = await adminSite();
    const change = { socialLinks: { telegram: 'https://t.me/intruder' }, trustedBy: ['Intruder'] };
    expectError(await patch(change, cookies.member), 403);
    expectError(await patch(change, null), 401);
    expectError(await call('GET', '/api/admin/site', undefined, cookies.member), 403);
    expectError(await call('GET', '/api/admin/site', undefined, null), 401);
    expect(await publicSite()).toEqual(before);
  });

  it('records each change in the audit log', async () => {
    await patch({ socialLinks: { x: 'https://x.com/bluebadge' } });
    const log = await consoleApp.t.app.inject({
      method: 'GET',
      url: '/api/moderation/audit-log?action=site-update&limit=1',
      remoteAddress: freshIp(),
      headers: { cookie: cookies.admin },
    });
    expect(log.json().entries[0]).toMatchObject({
      action: 'site-update',
      actorId: 'demo-admin',
      details: { changed: ['x'] },
    });
  });
});
