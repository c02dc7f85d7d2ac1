/** Where a message document is: its id, time (ms) and byte range in the export file. */
export interface IndexedMessage {
  id: string;
  at: number;
  start: number;
  end: number;
}

/** Numbers kept per message: its time, its document's byte range, where its id's bytes end. */
const FIELDS = 4;
const [AT, START, END, ID_END] = [0, 1, 2, 3];

/** Messages per chunk: 65,536 take 2 MiB of numbers. */
const CHUNK = 65_536;

/** A chunk's messages: their numbers, and their ids as UTF-8 bytes one after the other. */
interface Chunk {
  numbers: Float64Array;
  idBytes: Uint8Array;
  idBytesUsed: number;
}

/**
 * The export's messages, noted in a first pass to be read back in time order. Millions are
 * noted before the first is written, so they are kept outside the JavaScript heap: numbers
 * and ids' bytes in typed arrays (an object and a string each would cost the heap a few
 * hundred bytes a message once its growth is counted: two million, over 700 MiB of resident
 * memory). The arrays come in chunks of a fixed number of messages, so the index never holds
 * more than one chunk's room it does not use, and never copies itself to grow: one array
 * doubled for two million messages held its old and new copies at once, 100 MiB.
 */
export class MessageIndex {
  private count = 0;
  private readonly chunks: Chunk[] = [];

  /** `chunkSize` is for the tests, which cross chunks with a few messages. */
  constructor(private readonly chunkSize = CHUNK) {}

  get length(): number {
    return this.count;
  }

  add(message: IndexedMessage): void {
    const place = this.count % this.chunkSize;
    if (place === 0) {
      this.chunks.push({
        numbers: new Float64Array(FIELDS * this.chunkSize),
        idBytes: new Uint8Array(16 * 1024),
        idBytesUsed: 0,
      });
    }
    const chunk = this.chunks[this.chunks.length - 1] as Chunk;
    const id = Buffer.from(message.id, 'utf8');
    const needed = chunk.idBytesUsed + id.length;
    if (needed > chunk.idBytes.length) {
      // Doubled within the chunk: its ids are a few MiB at most.
      const bigger = new Uint8Array(Math.max(needed, chunk.idBytes.length * 2));
      bigger.set(chunk.idBytes.subarray(0, chunk.idBytesUsed));
      chunk.idBytes = bigger;
    }
    chunk.idBytes.set(id, chunk.idBytesUsed);
    chunk.idBytesUsed = needed;
    const at = place * FIELDS;
    chunk.numbers[at + AT] = message.at;
    chunk.numbers[at + START] = message.start;
    chunk.numbers[at + END] = message.end;
    chunk.numbers[at + ID_END] = needed;
    this.count += 1;
  }

  private field(position: number, field: number): number {
    const chunk = this.chunks[Math.floor(position / this.chunkSize)];
    return chunk?.numbers[(position % this.chunkSize) * FIELDS + field] ?? 0;
  }

  private id(position: number): string {
    const chunk = this.chunks[Math.floor(position / this.chunkSize)];
    if (!chunk) return '';
    const place = position % this.chunkSize;
    const from = place === 0 ? 0 : (chunk.numbers[(place - 1) * FIELDS + ID_END] ?? 0);
    const to = chunk.numbers[place * FIELDS + ID_END] ?? 0;
    return Buffer.from(chunk.idBytes.buffer, chunk.idBytes.byteOffset + from, to - from).toString(
      'utf8',
    );
  }

  get(position: number): IndexedMessage {
    return {
      id: this.id(position),
      at: this.field(position, AT),
      start: this.field(position, START),
      end: this.field(position, END),
    };
  }

  /** Positions in time order; messages of the same time by id, so every run orders them alike. */
  inTimeOrder(): Uint32Array {
    const order = Uint32Array.from({ length: this.count }, (_, i) => i);
    return order.sort((a, b) => {
      const byTime = this.field(a, AT) - this.field(b, AT);
      if (byTime !== 0) return byTime;
      const [idA, idB] = [this.id(a), this.id(b)];
      return idA < idB ? -1 : idA > idB ? 1 : 0;
    });
  }
}
