import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod/mini';
import { readSessionLog } from '../../../../db/ingestion/read-session-log';
import type { adminExtractionApi } from '../../../../domain/api/admin-extraction-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import {
  extractionSessionListParamsSchema,
  startExtractionFieldsSchema,
} from '../../../../domain/ingestion/ingestion-api';
import type { AdminEnv } from '../../../auth/require-admin';
import { jsonError } from '../../../http-error';
import { DANISH_ISSUES, nulCharacterIssues, toFieldIssues, validationError } from '../../../http-validation';
import { extractionRunnerFromEnv } from '../../../ingestion/runner-from-env';
import { wakeIngestionWorkers } from '../../../ingestion/start-ingestion-worker';
import { cancelExtractionSession } from '../../../services/admin/ingestion/cancel-extraction-session';
import { getExtractionSession } from '../../../services/admin/ingestion/get-extraction-session';
import { listExtractionSessions } from '../../../services/admin/ingestion/list-extraction-sessions';
import { readSessionSource } from '../../../services/admin/ingestion/read-session-source';
import { startExtractionSessions } from '../../../services/admin/ingestion/start-extraction-sessions';
import { isUuid } from '../../../services/admin/sellers/seller-record';
import { type AdminDeps, auditActor } from '../admin-deps';
import { filesOf, multipartFields, NOT_FOUND_MESSAGE, textOf } from './ingestion-answers';

/** All files of one start request together (one session per PDF, each at most 25 MB). */
export const MAX_START_BODY_BYTES = 60 * 1024 * 1024;

type Answer<K extends keyof typeof adminExtractionApi> = ResponseOf<(typeof adminExtractionApi)[K]>;

const logQuerySchema = z.object({
  after: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
});

/**
 * /api/admin/extraction-sessions: start (multipart), list, one session, its log after a line id, its
 * stored PDF, cancel.
 */
export function extractionSessionRoutes({ db }: AdminDeps) {
  const runner = extractionRunnerFromEnv();
  return new Hono<AdminEnv>()
    .post(
      '/',
      bodyLimit({
        maxSize: MAX_START_BODY_BYTES,
        onError: (c) =>
          jsonError(c, 'PAYLOAD_TOO_LARGE', 'Filerne er for store til én overførsel (højst 60 MB i alt).'),
      }),
      async (c) => {
        const form = await multipartFields(c);
        if (!form) return validationError(c, [{ path: '', message: 'Forventede en formular med filer' }]);
        const fields = {
          seller_id: textOf(form.seller_id),
          extractor: textOf(form.extractor),
          source_kind: textOf(form.source_kind),
          url: textOf(form.url),
          text: textOf(form.text),
        };
        const files = filesOf(form.files);
        const nulIssues = nulCharacterIssues({
          ...fields,
          ...Object.fromEntries(files.map((file, index) => [`files.${index}`, file.name])),
        });
        if (nulIssues.length > 0) return validationError(c, nulIssues);
        const parsed = z.safeParse(startExtractionFieldsSchema, fields, DANISH_ISSUES);
        if (!parsed.success) return validationError(c, toFieldIssues(parsed.error));
        const started = await startExtractionSessions(db, {
          fields: parsed.data,
          files,
          actor: auditActor(c.get('admin')),
          allowPrivateUrls: runner.allowPrivateUrls,
        });
        if (!started.ok) {
          const [first] = started.issues;
          return jsonError(c, 'VALIDATION', first?.message, { issues: started.issues });
        }
        wakeIngestionWorkers();
        return c.json({ session_ids: started.sessionIds } satisfies Answer<'startSessions'>, 201);
      },
    )
    .get('/', async (c) => {
      const params = z.safeParse(extractionSessionListParamsSchema, c.req.query(), DANISH_ISSUES);
      if (!params.success) return validationError(c, toFieldIssues(params.error));
      return c.json((await listExtractionSessions(db, params.data)) satisfies Answer<'sessions'>);
    })
    .get('/:id', async (c) => {
      const id = c.req.param('id');
      const session = isUuid(id) ? await getExtractionSession(db, id) : null;
      return session
        ? c.json(session satisfies Answer<'session'>)
        : jsonError(c, 'NOT_FOUND', NOT_FOUND_MESSAGE.session);
    })
    .get('/:id/log', async (c) => {
      const id = c.req.param('id');
      const query = z.safeParse(logQuerySchema, c.req.query(), DANISH_ISSUES);
      if (!query.success) return validationError(c, toFieldIssues(query.error));
      if (!isUuid(id) || !(await getExtractionSession(db, id))) {
        return jsonError(c, 'NOT_FOUND', NOT_FOUND_MESSAGE.session);
      }
      const lines = await readSessionLog(db, id, { afterId: query.data.after });
      return c.json({
        lines: lines.map((line) => ({ ...line, at: line.at.toISOString() })),
      } satisfies Answer<'sessionLog'>);
    })
    .get('/:id/source', async (c) => {
      const id = c.req.param('id');
      const file = isUuid(id) ? await readSessionSource(db, id) : null;
      if (!file) return jsonError(c, 'NOT_FOUND', 'Udtrækningen har ingen gemt PDF.');
      const asciiName = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'cache-control': 'private, no-store',
      });
    })
    .post('/:id/cancel', async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) return jsonError(c, 'NOT_FOUND', NOT_FOUND_MESSAGE.session);
      const outcome = await cancelExtractionSession(db, id, auditActor(c.get('admin')));
      const session = await getExtractionSession(db, id);
      if (!session) return jsonError(c, 'NOT_FOUND', NOT_FOUND_MESSAGE.session);
      if (outcome === 'not_active') {
        return jsonError(
          c,
          'session_not_active',
          'Udtrækningen er allerede afsluttet og kan ikke annulleres.',
        );
      }
      return c.json(session satisfies Answer<'cancelSession'>);
    });
}
