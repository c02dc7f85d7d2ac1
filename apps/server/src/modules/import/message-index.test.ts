import { expect, it } from 'vitest';
import { MessageIndex, type IndexedMessage } from './message-index';

it('gives back every message noted, and their positions in time order (ties by id)', () => {
  // Chunks of 1,000: several, the last one part full, each with more id bytes than its first
  // room. Ids of every width, times repeated.
  const index = new MessageIndex(1000);
  const noted: IndexedMessage[] = [];
  for (let n = 0; n < 5500; n += 1) {
    const message = {
      id: `${n % 3 ? 'm'.repeat(n % 50) : 'é🔥'}-${(n * 7919) % 5003}`,
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
