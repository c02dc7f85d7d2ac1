import { describe, expect, it } from 'vitest';
import { MAIL_RETRY_MAX_MS, mailRetryDelayMs } from './mail';

describe('mailRetryDelayMs', () => {
  it('waits 30 s after the first failure and doubles each time', () => {
    expect([1, 2, 3, 4].map(mailRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(mailRetryDelayMs(8)).toBe(MAIL_RETRY_MAX_MS);
    expect(mailRetryDelayMs(10_000)).toBe(MAIL_RETRY_MAX_MS);
  });

  it('treats a count below one as the first attempt', () => {
    expect(mailRetryDelayMs(0)).toBe(30_000);
  });
});
