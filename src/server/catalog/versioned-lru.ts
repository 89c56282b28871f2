/**
 * Values derived from one catalogue version, least recently used dropped beyond `maxEntries`. A new
 * version empties it, so nothing outlives the data it came from; concurrent misses for one key share
 * one load, and a failed load is not kept.
 */
export class VersionedLru<V> {
  private version: number | undefined;
  private entries = new Map<string, Promise<V>>();

  constructor(private readonly maxEntries: number) {}

  get(version: number, key: string, load: () => Promise<V>): Promise<V> {
    if (version !== this.version) {
      this.version = version;
      this.entries = new Map();
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
    loading.catch(() => {
      if (entries.get(key) === loading) entries.delete(key);
    });
    if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value as string);
    return loading;
  }

  get size(): number {
    return this.entries.size;
  }
}
