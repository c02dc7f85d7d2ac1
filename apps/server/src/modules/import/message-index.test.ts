import { expect, it } from 'vitest';
import { MessageIndex, type IndexedMessage } from './message-index';

it('gives back every message noted, and their positions in time order (ties by id)', () => {
  const index = new MessageIndex();
  const noted: IndexedMessage[] = [];
  // More than the first room of either array, ids of every width, times repeated.
  for (let n = 0; n < 5000; n += 1) {
    const message = {
      id: `${n % 3 ? 'm' : 'é🔥'}-${(n * 7919) % 5003}`,
      at: 1_700_000_000_000 + (n % 1000) * 60_000,
      start: n * 300,
      end: n * 300 + 250,
    };
    index.add(message);
    noted.push(message);
  }
  expect(index.length).toBe(noted.length);
  expect(noted.map((_, i) => index.get(i))).toEqual(noted);
  const expected = [...noted.keys()].sort((a, b) => {
    const [x, y] = [noted[a] as IndexedMessage, noted[b] as IndexedMessage];
    return x.at - y.at || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
  });
  expect([...index.inTimeOrder()]).toEqual(expected);
});
