/** Where a message document is: its id, time (ms) and byte range in the export file. */
export interface IndexedMessage {
  id: string;
  at: number;
  start: number;
  end: number;
}

/** Numbers kept per message: its time, and where its document starts and ends in the file. */
const FIELDS = 3;

/**
 * The export's messages, noted in a first pass to be read back in time order. Millions are
 * noted before the first is written, so their numbers go in one growing typed array (outside
 * the JavaScript heap) rather than an object each, which would cost about twice the memory.
 */
export class MessageIndex {
  private readonly ids: string[] = [];
  private numbers = new Float64Array(FIELDS * 1024);

  get length(): number {
    return this.ids.length;
  }

  add(message: IndexedMessage): void {
    const at = this.ids.length * FIELDS;
    if (at + FIELDS > this.numbers.length) {
      const grown = new Float64Array(this.numbers.length * 2);
      grown.set(this.numbers);
      this.numbers = grown;
    }
    this.numbers[at] = message.at;
    this.numbers[at + 1] = message.start;
    this.numbers[at + 2] = message.end;
    this.ids.push(message.id);
  }

  get(position: number): IndexedMessage {
    const at = position * FIELDS;
    const [time = 0, start = 0, end = 0] = this.numbers.subarray(at, at + FIELDS);
    return { id: this.ids[position] ?? '', at: time, start, end };
  }

  /** Positions in time order; messages of the same time by id, so every run orders them alike. */
  inTimeOrder(): Uint32Array {
    const order = Uint32Array.from({ length: this.length }, (_, i) => i);
    const time = (i: number) => this.numbers[i * FIELDS] ?? 0;
    return order.sort((a, b) => {
      const idA = this.ids[a] ?? '';
      const idB = this.ids[b] ?? '';
      return time(a) - time(b) || (idA < idB ? -1 : idA > idB ? 1 : 0);
    });
  }
}
