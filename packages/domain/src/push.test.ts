import { describe, expect, it } from 'vitest';
import {
  messagePushReason,
  PUSH_MAX_ATTEMPTS,
  PUSH_RETRY_BASE_MS,
  pushEndpointProblem,
  pushRetryDelayMs,
} from './push';

describe('push endpoints (decision 0055)', () => {
  const production = { production: true, extraHosts: ['push.example.com'] };

  it('accepts the known push services and the added hosts in production, over https only', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
      'https://push.example.com/x',
    ])
      expect(pushEndpointProblem(endpoint, production)).toBeNull();
    expect(pushEndpointProblem('http://fcm.googleapis.com/fcm/send/abc', production)).toBe(
      'The endpoint must be an https address',
    );
  });

  it('refuses other hosts in production, look-alikes included', () => {
    expect(pushEndpointProblem('https://169.254.169.254/latest', production)).toBe(
      '169.254.169.254 is not a push service this server sends to',
    );
    expect(
      pushEndpointProblem('https://evilpush.services.mozilla.com.example/x', production),
    ).not.toBeNull();
    expect(
      pushEndpointProblem('https://fcm.googleapis.com.evil.example/x', production),
    ).not.toBeNull();
    expect(pushEndpointProblem('https://user:pw@fcm.googleapis.com/x', production)).not.toBeNull();
    expect(pushEndpointProblem('not a url', production)).toBe('The endpoint is not a web address');
  });

  it('accepts any http(s) address outside production, for tests and local fakes', () => {
    const elsewhere = { production: false, extraHosts: [] };
    expect(pushEndpointProblem('http://127.0.0.1:4000/push/1', elsewhere)).toBeNull();
    expect(pushEndpointProblem('file:///etc/passwd', elsewhere)).not.toBeNull();
  });
});

describe('who a message pushes (decision 0055)', () => {
  const message = { authorId: 'a', mentionedIds: ['m'], replyToAuthorId: 'r' };

  it('pushes a mention before a reply, never the author, nothing from a muted channel', () => {
    expect(messagePushReason('m', { ...message, replyToAuthorId: 'm' }, 'mentions')).toBe(
      'mention',
    );
    expect(messagePushReason('r', message, 'mentions')).toBe('reply');
    expect(messagePushReason('r', message, 'all')).toBe('reply');
    expect(messagePushReason('m', message, 'muted')).toBeNull();
    expect(messagePushReason('a', { ...message, mentionedIds: ['a'] }, 'all')).toBeNull();
    expect(messagePushReason('x', message, 'all')).toBeNull();
  });
});

describe('push retries', () => {
  it('doubles the wait after each failed attempt', () => {
    expect(pushRetryDelayMs(1)).toBe(PUSH_RETRY_BASE_MS);
    expect(pushRetryDelayMs(3)).toBe(PUSH_RETRY_BASE_MS * 4);
    expect(pushRetryDelayMs(PUSH_MAX_ATTEMPTS + 5)).toBe(pushRetryDelayMs(PUSH_MAX_ATTEMPTS + 1));
  });
});
