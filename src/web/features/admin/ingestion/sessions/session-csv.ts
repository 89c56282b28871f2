import {
  type ExtractionSessionSummary,
  sessionStatusLabels,
  sourceKindLabels,
} from '../../../../../domain/ingestion/ingestion-api';
import type { CsvColumn } from '../../list-kit/csv';
import { extractorText } from '../shared/session-labels';

/** The columns of the extraction-sessions CSV. */
export const sessionCsvColumns: readonly CsvColumn<ExtractionSessionSummary>[] = [
  { header: 'Kilde', value: (session) => session.source_label },
  { header: 'Type', value: (session) => sourceKindLabels[session.source_kind] },
  { header: 'Sælger', value: (session) => session.seller_name },
  { header: 'Udtræksmetode', value: (session) => extractorText(session) },
  { header: 'Status', value: (session) => sessionStatusLabels[session.status] },
  { header: 'Fejl', value: (session) => session.error_message },
  { header: 'Biler', value: (session) => session.cars_found },
  { header: 'Tilbud', value: (session) => session.offers_found },
  { header: 'Oprettet', value: (session) => session.created_at },
  {
    header: 'Varighed (sek.)',
    value: (session) => (session.duration_ms === null ? null : Math.round(session.duration_ms / 1000)),
  },
  { header: 'Gennemgang', value: (session) => session.batch_id },
  { header: 'Id', value: (session) => session.id },
];
