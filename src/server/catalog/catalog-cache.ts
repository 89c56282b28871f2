import type { Executor } from '../../db/client';
import { copenhagenToday } from '../clock/server-clock';
import { type CatalogSnapshot, loadCatalogSnapshot, readCatalogVersion } from './catalog-snapshot';

export type CatalogCacheOptions = {
  /** Longest time a snapshot is served without asking the database whether the catalogue changed. */
  maxStaleMs: number;
};

/**
 * The public catalogue, read from the database and kept in memory as a derived cache.
 * The database stays the source of truth: every process compares its snapshot's version with
 * catalog_state (bumped by triggers on every write to public data) at most every `maxStaleMs`, and
 * sooner after its own admin writes (checkCatalogAfterWrites, ADR 044). Offers expire by date (ADR 056),
 * so a snapshot is also replaced when the Danish date it was read for is no longer today; the date is
 * compared only when the version is, never on the hot path.
 */
export class CatalogCache {
  private snapshot: CatalogSnapshot | undefined;
  private checkedAt = 0;
  private pending: Promise<CatalogSnapshot> | undefined;
  private derived = new Map<string, unknown>();

  constructor(
    private readonly db: Executor,
    private readonly options: CatalogCacheOptions,
  ) {}

  async get(): Promise<CatalogSnapshot> {
    const current = this.snapshot;
    if (current && Date.now() - this.checkedAt < this.options.maxStaleMs) return current;
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  invalidate(): void {
    this.checkedAt = 0;
  }

  /** Memoises a value computed from the current snapshot; dropped when the snapshot is replaced. */
  memo<T>(snapshot: CatalogSnapshot, key: string, compute: () => T): T {
    if (snapshot !== this.snapshot) return compute();
    if (this.derived.has(key)) return this.derived.get(key) as T;
    const value = compute();
    if (this.derived.size >= 128) this.derived.delete(this.derived.keys().next().value as string);
    this.derived.set(key, value);
    return value;
  }

  private async refresh(): Promise<CatalogSnapshot> {
    const current = this.snapshot;
    const today = copenhagenToday();
    if (current && current.today === today) {
      const version = await readCatalogVersion(this.db);
      if (version === current.version) {
        this.checkedAt = Date.now();
        return current;
      }
    }
    const next = await loadCatalogSnapshot(this.db, today);
    this.snapshot = next;
    this.derived = new Map();
    this.checkedAt = Date.now();
    return next;
  }
}
