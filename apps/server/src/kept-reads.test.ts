import { describe, expect, it } from 'vitest';
import { createKeptReads } from './kept-reads';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('kept reads', () => {
  it('shares a read on its way and keeps its answer for the time given', async () => {
    const kept = createKeptReads<string, number>({ ttlMs: 60_000, maxKept: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([kept.read('a', load), kept.read('a', load)])).toEqual([1, 1]);
    expect(await kept.read('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('keeps an answer no longer than `keptFor` says, and never a miss', async () => {
    const kept = createKeptReads<string, { until: number }>({
      ttlMs: 60_000,
      maxKept: 10,
      keptFor: (value) => value.until,
    });
    let loads = 0;
    const load = async () => (++loads === 1 ? null : { until: Date.now() + 20 });
    expect(await kept.read('a', load)).toBeNull();
    await kept.read('a', load);
    await kept.read('a', load);
    expect(loads).toBe(2);
    await later(30);
    await kept.read('a', load);
    expect(loads).toBe(3);
  });

  it('peeks at an answer only once it has come, while fresh, and not after `forget`', async () => {
    const kept = createKeptReads<string, number>({ ttlMs: 30, maxKept: 10 });
    let finish = (_value: number) => undefined as void;
    const answer = kept.read('a', () => new Promise<number>((resolve) => (finish = resolve)));
    expect(kept.peek('a')).toBeUndefined();
    finish(7);
    await answer;
    expect(kept.peek('a')).toBe(7);
    kept.forget('a');
    expect(kept.peek('a')).toBeUndefined();
    await kept.read('a', async () => 8);
    expect(kept.peek('a')).toBe(8);
    await later(40);
    expect(kept.peek('a')).toBeUndefined();
  });

  it('drops the oldest key beyond `maxKept`', async () => {
    const kept = createKeptReads<string, string>({ ttlMs: 60_000, maxKept: 2 });
    const loaded: string[] = [];
    const load = (key: string) => async () => (loaded.push(key), key);
    for (const key of ['a', 'b', 'c', 'a']) await kept.read(key, load(key));
    expect(loaded).toEqual(['a', 'b', 'c', 'a']);
  });

  it('forgets what `forgetWhere` picks and every read still on its way', async () => {
    const kept = createKeptReads<string, string>({ ttlMs: 60_000, maxKept: 10 });
    let loads = 0;
    const load = (value: string) => async () => (loads++, value);
    await kept.read('a', load('ended'));
    await kept.read('b', load('live'));
    let release = () => {};
    const onItsWay = kept.read(
      'c',
      () => new Promise<string>((resolve) => (release = () => resolve('late'))),
    );
    kept.forgetWhere((value) => value === 'ended');
    release();
    expect(await onItsWay).toBe('late');
    loads = 0;
    await kept.read('a', load('again'));
    await kept.read('b', load('x'));
    await kept.read('c', load('again'));
    expect(loads).toBe(2);
  });
});
