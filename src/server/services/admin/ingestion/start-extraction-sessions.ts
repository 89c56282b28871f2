import { eq } from 'drizzle-orm';
import type { AuditActor } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { sellers } from '../../../../db/schema';
import { csvRowsProblem } from '../../../../domain/ingestion/csv-import-limits';
import type { StartExtractionFields } from '../../../../domain/ingestion/ingestion-api';
import type { FieldIssue } from '../../../http-validation';
import { parseCsv } from '../../../ingestion/extractors/csv/parse-csv';
import { ExtractionError } from '../../../ingestion/extractors/extractor';
import { pdfSourceFromUpload } from '../../../ingestion/sources/detect-pdf';
import { checkPriceListUrl } from '../../../ingestion/sources/fetch-price-list-url';
import { createExtractionSession, type NewSessionSource } from './create-extraction-session';

/** The most files one request may start sessions for. */
export const MAX_FILES_PER_START = 10;
const MAX_CSV_FILE_BYTES = 2_000_000;

export type StartSessionsResult = { ok: true; sessionIds: string[] } | { ok: false; issues: FieldIssue[] };

class Invalid extends Error {
  constructor(readonly issue: FieldIssue) {
    super(issue.message);
  }
}

const invalid = (path: string, message: string) => new Invalid({ path, message });

async function pdfSources(files: readonly File[]): Promise<NewSessionSource[]> {
  if (files.length === 0) throw invalid('files', 'Vælg en eller flere PDF-filer');
  if (files.length > MAX_FILES_PER_START) {
    throw invalid('files', `Højst ${MAX_FILES_PER_START} filer ad gangen`);
  }
  const sources: NewSessionSource[] = [];
  for (const file of files) {
    try {
      const pdf = pdfSourceFromUpload(new Uint8Array(await file.arrayBuffer()), file.name || 'prisliste.pdf');
      sources.push({ kind: 'pdf_upload', fileName: pdf.fileName, bytes: pdf.bytes });
    } catch (error) {
      if (error instanceof ExtractionError) throw invalid('files', `${file.name}: ${error.danishMessage}`);
      throw error;
    }
  }
  return sources;
}

async function csvSource(fields: StartExtractionFields, files: readonly File[]): Promise<NewSessionSource> {
  const [file, ...more] = files;
  if (more.length > 0) throw invalid('files', 'Vælg én CSV-fil ad gangen');
  if (file) {
    if (file.size === 0) throw invalid('files', `${file.name}: Filen er tom.`);
    if (file.size > MAX_CSV_FILE_BYTES)
      throw invalid('files', `${file.name}: Filen er for stor (højst 2 MB).`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.includes(0)) throw invalid('files', `${file.name}: Filen er ikke en tekst- eller CSV-fil.`);
    const text = new TextDecoder().decode(bytes);
    const tooMany = csvRowsProblem(csvOfferRows(text));
    if (tooMany) throw invalid('files', `${file.name}: ${tooMany}`);
    return { kind: 'csv', text, fileName: file.name || 'prisliste.csv' };
  }
  if (!fields.text?.trim()) throw invalid('text', 'Indsæt CSV-teksten eller vælg en CSV-fil');
  const tooMany = csvRowsProblem(csvOfferRows(fields.text));
  if (tooMany) throw invalid('text', tooMany);
  return { kind: 'csv', text: fields.text };
}

/** The rows of a CSV price list below its header line (blank lines not counted). */
function csvOfferRows(text: string): number {
  return Math.max(0, parseCsv(text).length - 1);
}

async function sourcesOf(
  fields: StartExtractionFields,
  files: readonly File[],
  allowPrivateUrls: boolean,
): Promise<NewSessionSource[]> {
  switch (fields.source_kind) {
    case 'pdf_upload':
      return pdfSources(files);
    case 'pdf_url': {
      if (!fields.url) throw invalid('url', 'Angiv adressen på prislisten');
      try {
        return [{ kind: 'pdf_url', url: checkPriceListUrl(fields.url, allowPrivateUrls).toString() }];
      } catch (error) {
        if (error instanceof ExtractionError) throw invalid('url', error.danishMessage);
        throw error;
      }
    }
    case 'text': {
      if (!fields.text?.trim()) throw invalid('text', 'Indsæt prislistens tekst');
      // Pasted text read as CSV (or as a table) has the CSV's row limit too.
      const tooMany = csvRowsProblem(csvOfferRows(fields.text));
      if (tooMany) throw invalid('text', tooMany);
      return [{ kind: 'text', text: fields.text }];
    }
    case 'csv':
      return [await csvSource(fields, files)];
  }
}

function checkExtractorFits(fields: StartExtractionFields): void {
  const csvSource = fields.source_kind === 'csv';
  if (csvSource && (fields.extractor === 'table' || fields.extractor === 'toyota')) {
    throw invalid('extractor', 'En CSV-fil læses med CSV-udtrækket, AI eller Automatisk');
  }
  const pdfSource = fields.source_kind === 'pdf_upload' || fields.source_kind === 'pdf_url';
  if (pdfSource && fields.extractor === 'csv') {
    throw invalid('extractor', 'CSV-udtrækket kan ikke læse en PDF');
  }
}

/**
 * POST /api/admin/extraction-sessions: checks the seller and the source (PDFs by content, a URL by its
 * address rules) and queues one session per file, all in one transaction.
 */
export async function startExtractionSessions(
  db: Database,
  input: {
    fields: StartExtractionFields;
    files: readonly File[];
    actor: AuditActor;
    allowPrivateUrls: boolean;
  },
): Promise<StartSessionsResult> {
  try {
    checkExtractorFits(input.fields);
    const [seller] = await db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.id, input.fields.seller_id));
    if (!seller) throw invalid('seller_id', 'Sælgeren findes ikke');
    const sources = await sourcesOf(input.fields, input.files, input.allowPrivateUrls);
    const sessionIds = await db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const source of sources) {
        const created = await createExtractionSession(tx, {
          sellerId: seller.id,
          source,
          extractor: input.fields.extractor,
          actor: input.actor,
        });
        ids.push(created.sessionId);
      }
      return ids;
    });
    return { ok: true, sessionIds };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, issues: [error.issue] };
    throw error;
  }
}
