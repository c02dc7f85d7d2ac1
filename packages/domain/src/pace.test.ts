import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOCKET_EVENT_LIMITS } from './limits';
import {
  FLOOD_LIMIT,
  floodWait,
  isTokenBucketFull,
  slowmodeWait,
  socketEventLimit,
  takeToken,
  type TokenBucket,
} from './pace';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('slowmodeWait', () => {
  it('lets a member post when slow mode is off or they never posted', () => {
    expect(slowmodeWait(0, ago(1), now)).toBe(0);
    expect(slowmodeWait(30, null, now)).toBe(0);
  });
  it('counts the seconds left, rounded up', () => {
    expect(slowmodeWait(30, ago(10_000), now)).toBe(20);
    expect(slowmodeWait(30, ago(29_500), now)).toBe(1);
    expect(slowmodeWait(30, ago(30_000), now)).toBe(0);
  });
});

describe('floodWait', () => {
  const burst = (n: number, spacingMs: number) =>
    Array.from({ length: n }, (_, i) => ago(i * spacingMs));

  it(`allows ${FLOOD_LIMIT.messages - 1} quick messages, not ${FLOOD_LIMIT.messages}`, () => {
    expect(floodWait(burst(FLOOD_LIMIT.messages - 1, 100), now)).toBe(0);
    expect(floodWait(burst(FLOOD_LIMIT.messages, 100), now)).toBeGreaterThan(0);
  });
  it('follows a configured limit', () => {
    expect(floodWait(burst(3, 100), now, { messages: 3, windowMs: 1_000 })).toBe(1);
    expect(floodWait(burst(2, 100), now, { messages: 3, windowMs: 1_000 })).toBe(0);
  });
  it('ignores messages older than the window', () => {
    expect(floodWait(burst(FLOOD_LIMIT.messages, FLOOD_LIMIT.windowMs), now)).toBe(0);
  });
  it('never asks to wait longer than the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60_000 }), { maxLength: 30 }), (offsets) => {
        const wait = floodWait(
          offsets.map((o) => ago(o)),
          now,
        );
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(FLOOD_LIMIT.windowMs / 1000);
      }),
    );
  });
});

describe('takeToken', () => {
  const limit = { burst: 3, perSecond: 2 };
  it('lets a burst through, then one event per refill', () => {
    let bucket: TokenBucket | undefined;
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const taken = takeToken(bucket, limit, 1_000);
      bucket = taken.bucket;
      waits.push(taken.waitMs);
    }
    expect(waits).toEqual([0, 0, 0, 500]);
    expect(takeToken(bucket, limit, 1_499).waitMs).toBe(2);
    expect(takeToken(bucket, limit, 1_500).waitMs).toBe(0);
  });
  it('never holds more than the burst, however long it rested', () => {
    const rested = { tokens: 0, updatedAt: 0 };
    expect(isTokenBucketFull(rested, limit, 1_499)).toBe(false);
    expect(isTokenBucketFull(rested, limit, 1_500)).toBe(true);
    expect(takeToken(rested, limit, 1_000_000).bucket.tokens).toBe(2);
  });
  it('accepts at most the burst plus the refill over any stretch of time', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 200 }), (gaps) => {
        let bucket: TokenBucket | undefined;
        let now = 0;
        let accepted = 0;
        for (const gap of gaps) {
          now += gap;
          const taken = takeToken(bucket, limit, now);
          bucket = taken.bucket;
          if (taken.waitMs === 0) accepted++;
        }
        return accepted <= limit.burst + (now * limit.perSecond) / 1000;
      }),
    );
  });
});

describe('socketEventLimit', () => {
  it('keeps sends wider than the flood limit, however it is configured', () => {
    expect(socketEventLimit('reaction:toggle')).toEqual(SOCKET_EVENT_LIMITS['reaction:toggle']);
    const raised = socketEventLimit('message:send', { messages: 1_000, windowMs: 10_000 });
    expect(raised.burst).toBeGreaterThan(1_000);
    expect(raised.perSecond).toBeGreaterThanOrEqual(200);
    expect(socketEventLimit('message:send').burst).toBeGreaterThan(FLOOD_LIMIT.messages);
  });
});
