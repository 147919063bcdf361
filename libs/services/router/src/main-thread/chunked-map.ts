/** Entries per frozen chunk: an addition copies at most this many (a few microseconds). */
const CHUNK = 64;

/**
 * An immutable map whose `with` copies a small head, not the whole map (ADR 0055): the main
 * thread's decider state holds every message id of a thread, and copying a 100,000-entry `Set`
 * per event made a fold quadratic in the thread's length. Full heads are frozen into chunks
 * that later versions share; a lookup reads the head, then the chunks newest first, so a key
 * set again in a later chunk wins. Pure: every version stays valid.
 */
export class ChunkedMap<K, V> {
  private constructor(
    private readonly chunks: ReadonlyArray<ReadonlyMap<K, V>>,
    private readonly head: ReadonlyMap<K, V>,
  ) {}

  static empty<K, V>(): ChunkedMap<K, V> {
    return new ChunkedMap<K, V>([], new Map());
  }

  get(key: K): V | undefined {
    if (this.head.has(key)) return this.head.get(key);
    for (let i = this.chunks.length - 1; i >= 0; i--) if (this.chunks[i].has(key)) return this.chunks[i].get(key);
    return undefined;
  }

  has(key: K): boolean {
    return this.head.has(key) || this.chunks.some((chunk) => chunk.has(key));
  }

  /** A new version with `key` set to `value`; this one is unchanged. */
  with(key: K, value: V): ChunkedMap<K, V> {
    const head = new Map(this.head).set(key, value);
    return head.size >= CHUNK ? new ChunkedMap([...this.chunks, head], new Map()) : new ChunkedMap(this.chunks, head);
  }
}
