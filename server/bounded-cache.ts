/**
 * A least-recently-used map bounded by its number of entries and, when `sizeOf` is given, by the
 * sum of its values' sizes: adding past either bound drops the entries used longest ago. A value
 * larger than `maxSize` on its own is not kept.
 *
 * lru-cache would be the library for this, but it is not a production dependency (ADR 36).
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private readonly maxEntries: number;
  private readonly maxSize: number;
  private readonly sizeOf: (value: V) => number;
  private totalSize = 0;

  constructor(options: { maxEntries: number; maxSize?: number; sizeOf?: (value: V) => number }) {
    this.maxEntries = options.maxEntries;
    this.maxSize = options.maxSize ?? Number.POSITIVE_INFINITY;
    this.sizeOf = options.sizeOf ?? (() => 0);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The sum of the values' sizes. */
  get totalValueSize(): number {
    return this.totalSize;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // A Map iterates in insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.entries.set(key, { value, size });
    this.totalSize += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalSize <= this.maxSize) break;
      this.entries.delete(oldest);
      this.totalSize -= entry.size;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalSize -= entry.size;
  }
}
