import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInCallbackPath, signInPath } from './return-path';

describe('safeReturnPath', () => {
  it('follows a path on this site, with its query', () => {
    expect(safeReturnPath('/orders')).toBe('/orders');
    expect(safeReturnPath('/invite/abc?x=1')).toBe('/invite/abc?x=1');
  });

  it('goes home for anything that could leave the site, and for sign-in itself', () => {
    for (const next of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/signin',
      '/signin?next=/orders',
    ])
      expect(safeReturnPath(next)).toBe('/');
  });
});

describe('signInPath and signInCallbackPath', () => {
  it('carry where the visitor was through the sign-in round trip', () => {
    expect(signInPath('/cart')).toBe('/signin?next=%2Fcart');
    expect(signInPath('/')).toBe('/signin');
    expect(signInCallbackPath('complete', '/orders')).toBe('/signin?complete=1&next=%2Forders');
    expect(signInCallbackPath('error', '//evil.example')).toBe('/signin?error=1');
  });
});
