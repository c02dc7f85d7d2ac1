import { describe, expect, it } from 'vitest';
import { isChromeHidden, showsChrome } from './chrome-visibility';

describe('chrome visibility (spec §2)', () => {
  it.each([
    '/app/intro',
    '/app',
    '/app/annoucements',
    '/marketing',
    '/marketing/redeem',
    '/invite/abc123',
    '/learn',
    '/signals',
    '/signals/',
    '/admin',
    '/admin/products',
  ])('hides navigation and footer on %s', (path) => {
    expect(isChromeHidden(path)).toBe(true);
    expect(showsChrome(path)).toBe(false);
  });

  it.each([
    '/',
    '/products',
    '/products/badge',
    '/cart',
    '/signin',
    '/terms',
    '/orders',
    '/nope',
    '/administer',
  ])('shows navigation and footer on %s', (path) => {
    expect(showsChrome(path)).toBe(true);
  });
});
