/** A limit on what a cache holds beyond its number of entries: the sum of its values' sizes. */
export type ByteBudget<V> = { maxBytes: number; sizeOf: (value: V) => number };

/**
 * Values derived from one catalogue version, least recently used dropped beyond `maxEntries` (and
 * beyond `budget.maxBytes`, when given). A new version empties it, so nothing outlives the data it came
 * from; concurrent misses for one key share one load, and a failed load is not kept.
 */
export class VersionedLru<V> {
  private version: number | string | undefined;
  private entries = new Map<string, Promise<V>>();
  private sizes = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly budget?: ByteBudget<V>,
  ) {}

  get(version: number | string, key: string, load: () => Promise<V>): Promise<V> {
    if (version !== this.version) {
      this.version = version;
      this.entries = new Map();
      this.sizes = new Map();
      this.bytes = 0;
    }
    const entries = this.entries;
    const cached = entries.get(key);
    if (cached) {
      entries.delete(key);
      entries.set(key, cached);
      return cached;
    }
    const loading = load();
    entries.set(key, loading);
    loading.then(
      (value) => this.weigh(entries, key, loading, value),
      () => {
        if (entries.get(key) === loading) entries.delete(key);
      },
    );
    if (entries.size > this.maxEntries) this.drop(entries.keys().next().value as string);
    return loading;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held by the loaded values (0 without a budget). */
  get heldBytes(): number {
    return this.bytes;
  }

  private weigh(entries: Map<string, Promise<V>>, key: string, loading: Promise<V>, value: V): void {
    if (!this.budget || entries !== this.entries || entries.get(key) !== loading) return;
    const size = this.budget.sizeOf(value);
    this.sizes.set(key, size);
    this.bytes += size;
    for (const oldest of entries.keys()) {
      if (this.bytes <= this.budget.maxBytes || oldest === key) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    this.entries.delete(key);
    this.bytes -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }
}
