import { loadCatalogNames } from '../../../../db/catalog-names/load-catalog-names';
import type { Executor } from '../../../../db/client';
import type { LayoutTemplate } from '../../../../domain/ingestion/layout-template';
import type { LayoutPreviewResponse } from '../../../../domain/ingestion/layout-template-api';
import { readLayout } from '../../../ingestion/extractors/layout/read-layout';
import { loadSellerHints } from '../../../ingestion/load-seller-hints';
import { readSessionLines, type SessionLines } from './read-session-lines';

/** What a draft template reads from a session's source: exactly what a run with it would read. */
export async function previewLayoutTemplate(
  db: Executor,
  sessionId: string,
  template: LayoutTemplate,
): Promise<{ ok: true; value: LayoutPreviewResponse } | Extract<SessionLines, { ok: false }>> {
  const read = await readSessionLines(db, sessionId);
  if (!read.ok) return read;
  const hints = await loadSellerHints(db, read.session.sellerId);
  const reading = readLayout(read.lines, hints ?? undefined, template, await loadCatalogNames(db));
  return {
    ok: true,
    value: {
      cars: reading.cars,
      offers: reading.cars.reduce((sum, car) => sum + car.offers.length, 0),
      warnings: reading.warnings,
      found_table: reading.foundTable,
    },
  };
}
