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

/** A typed array's room doubled, its contents kept. */
function grown<T extends Float64Array | Uint8Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const bigger = new (array.constructor as new (length: number) => T)(
    Math.max(needed, array.length * 2),
  );
  bigger.set(array);
  return bigger;
}

/**
 * The export's messages, noted in a first pass to be read back in time order. Millions are
 * noted before the first is written, so they are kept outside the JavaScript heap: numbers in
 * one growing typed array, ids as UTF-8 bytes in another. An object and a string each would
 * cost the heap a few hundred bytes a message once its growth is counted (two million: over
 * 700 MiB of resident memory instead of under 500).
 */
export class MessageIndex {
  private count = 0;
  private numbers = new Float64Array(FIELDS * 1024);
  private idBytes = new Uint8Array(16 * 1024);
  private idBytesUsed = 0;

  get length(): number {
    return this.count;
  }

  add(message: IndexedMessage): void {
    const id = Buffer.from(message.id, 'utf8');
    this.idBytes = grown(this.idBytes, this.idBytesUsed + id.length);
    this.idBytes.set(id, this.idBytesUsed);
    this.idBytesUsed += id.length;
    const at = this.count * FIELDS;
    this.numbers = grown(this.numbers, at + FIELDS);
    this.numbers[at + AT] = message.at;
    this.numbers[at + START] = message.start;
    this.numbers[at + END] = message.end;
    this.numbers[at + ID_END] = this.idBytesUsed;
    this.count += 1;
  }

  private field(position: number, field: number): number {
    return this.numbers[position * FIELDS + field] ?? 0;
  }

  private id(position: number): string {
    const from = position === 0 ? 0 : this.field(position - 1, ID_END);
    const to = this.field(position, ID_END);
    return Buffer.from(this.idBytes.buffer, this.idBytes.byteOffset + from, to - from).toString(
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
