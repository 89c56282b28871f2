import type { Context } from 'hono';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';
import { VersionedLru } from '../catalog/versioned-lru';
import { REVALIDATE_PUBLIC } from './cache-policies';
import { answerPrepared, type PreparedResponse, preparedSize, prepareResponse } from './prepared-response';

/**
 * What a kept answer depends on besides its URL: the catalogue version (bumped by every write to public
 * data and settings, ADR 044) and the Danish date it was read for (offers expire by date, ADR 056).
 */
export const snapshotScope = (snapshot: Pick<CatalogSnapshot, 'version' | 'today'>) =>
  `${snapshot.version}@${snapshot.today}`;

/**
 * Public answers made once per catalogue version and key, compressed once, within a memory budget
 * (ADR 060). `undefined` from `make` means "nothing to send" (e.g. an unknown listing): not kept.
 */
export class CatalogResponses {
  private readonly kept: VersionedLru<PreparedResponse | undefined>;

  constructor(maxBytes: number, maxEntries = 20_000) {
    this.kept = new VersionedLru(maxEntries, { maxBytes, sizeOf: preparedSize });
  }

  prepared(
    snapshot: CatalogSnapshot,
    key: string,
    make: () => Promise<PreparedResponse | undefined>,
  ): Promise<PreparedResponse | undefined> {
    return this.kept.get(snapshotScope(snapshot), key, make);
  }

  /** A public JSON read answered from the kept copy (made by `value` on a miss); undefined when `value` is. */
  async json(
    c: Context,
    snapshot: CatalogSnapshot,
    key: string,
    value: () => Promise<unknown> | unknown,
  ): Promise<Response | undefined> {
    const prepared = await this.prepared(snapshot, key, async () => {
      const body = await value();
      return body === undefined ? undefined : prepareResponse(200, 'application/json', JSON.stringify(body));
    });
    return prepared && answerPrepared(c, prepared, REVALIDATE_PUBLIC);
  }

  get heldBytes(): number {
    return this.kept.heldBytes;
  }
}
