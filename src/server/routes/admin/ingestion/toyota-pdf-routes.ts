import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { adminToyotaApi } from '../../../../domain/api/admin-toyota-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import type { AdminEnv } from '../../../auth/require-admin';
import { jsonError } from '../../../http-error';
import { nulCharacterIssues, validationError } from '../../../http-validation';
import { ExtractionError } from '../../../ingestion/extractors/extractor';
import { extractionRunnerFromEnv } from '../../../ingestion/runner-from-env';
import { MAX_PDF_BYTES, tooLargeMessage } from '../../../ingestion/sources/detect-pdf';
import { createToyotaBatch } from '../../../services/admin/ingestion/create-toyota-batch';
import { parseToyotaPdf } from '../../../services/admin/ingestion/parse-toyota-pdf';
import { isUuid } from '../../../services/admin/sellers/seller-record';
import { type AdminDeps, auditActor } from '../admin-deps';
import { filesOf, multipartFields, textOf } from './ingestion-answers';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const oneFileLimit = () =>
  bodyLimit({
    maxSize: MAX_PDF_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: (c) => jsonError(c, 'PAYLOAD_TOO_LARGE', tooLargeMessage(MAX_PDF_BYTES)),
  });

type Answer<K extends keyof typeof adminToyotaApi> = ResponseOf<(typeof adminToyotaApi)[K]>;

const NO_FILE = { path: 'file', message: 'Vælg Toyotas prisliste (PDF)' };

/** /api/admin/toyota-pdf: read Toyota Danmark's price list (parse), and turn it into a batch (batch). */
export function toyotaPdfRoutes({ db }: AdminDeps) {
  const runner = extractionRunnerFromEnv();
  return new Hono<AdminEnv>()
    .post('/parse', oneFileLimit(), async (c) => {
      const form = await multipartFields(c);
      const [file] = filesOf(form?.file);
      if (!file) return validationError(c, [NO_FILE]);
      try {
        return c.json(
          (await parseToyotaPdf(
            db,
            new Uint8Array(await file.arrayBuffer()),
            file.name || 'prisliste.pdf',
          )) satisfies Answer<'parseToyotaPdf'>,
        );
      } catch (error) {
        if (!(error instanceof ExtractionError)) throw error;
        return jsonError(c, error.code, error.danishMessage);
      }
    })
    .post('/batch', oneFileLimit(), async (c) => {
      const form = await multipartFields(c);
      const [file] = filesOf(form?.file);
      const sellerId = textOf(form?.seller_id) ?? '';
      const issues = [
        ...(isUuid(sellerId) ? [] : [{ path: 'seller_id', message: 'Vælg en sælger' }]),
        ...(file ? nulCharacterIssues({ file: file.name }) : [NO_FILE]),
      ];
      if (!file || issues.length > 0) return validationError(c, issues);
      const result = await createToyotaBatch(
        db,
        {
          sellerId,
          fileName: file.name || 'prisliste.pdf',
          bytes: new Uint8Array(await file.arrayBuffer()),
          actor: auditActor(c.get('admin')),
        },
        runner,
      );
      if (result.ok) {
        return c.json(
          { session_id: result.sessionId, batch_id: result.batchId } satisfies Answer<'createToyotaBatch'>,
          201,
        );
      }
      if (result.code === 'invalid_file' || result.code === 'seller_not_found') {
        return jsonError(c, result.code, result.message);
      }
      // The price list was stored as a session before the step failed: the answer names it.
      return jsonError(
        c,
        result.code,
        result.message,
        result.sessionId ? { session_id: result.sessionId } : {},
      );
    });
}
