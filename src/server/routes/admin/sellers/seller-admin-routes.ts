import { Hono } from 'hono';
import { z } from 'zod/mini';
import { versionedSeller } from '../../../../db/record-version/versioned-record';
import { sellerInputSchema, sellerUpdateSchema } from '../../../../domain/admin/seller-schema';
import {
  sellerListingsQuerySchema,
  sellersSearchSchema,
} from '../../../../domain/admin/seller-search-params';
import {
  danishToday,
  resolveAnalyticsReportParams,
} from '../../../../domain/analytics/analytics-report-params';
import type { adminSellersApi } from '../../../../domain/api/admin-sellers-api';
import type { DownloadContent, ResponseOf } from '../../../../domain/api/endpoint';
import type { AdminEnv } from '../../../auth/require-admin';
import { jsonError } from '../../../http-error';
import { parseJsonBody, validationError } from '../../../http-validation';
import { answerStaleVersion } from '../../../record-version/stale-version-answer';
import { createSeller, type SellerWriteResult } from '../../../services/admin/sellers/create-seller';
import { deleteSeller } from '../../../services/admin/sellers/delete-seller';
import { exportFileName, exportSellerListings } from '../../../services/admin/sellers/export-seller-listings';
import { getSeller } from '../../../services/admin/sellers/get-seller';
import { getSellerListings } from '../../../services/admin/sellers/get-seller-listings';
import { listSellerOptions } from '../../../services/admin/sellers/list-seller-options';
import { listSellers } from '../../../services/admin/sellers/list-sellers';
import { loadSellerStatistics } from '../../../services/admin/sellers/load-seller-statistics';
import { isUuid } from '../../../services/admin/sellers/seller-record';
import { storeSellerLogo } from '../../../services/admin/sellers/store-seller-logo';
import { updateSeller } from '../../../services/admin/sellers/update-seller';
import { type AdminDeps, auditActor } from '../admin-deps';

/** DELETE ?expectedVersion=N: the version the admin saw; without it the delete is not checked. */
const optionalVersionQuery = z.optional(z.coerce.number().check(z.int(), z.minimum(0)));

type Answer<K extends keyof typeof adminSellersApi> = ResponseOf<(typeof adminSellersApi)[K]>;

/** /api/admin/sellers: list, options, create, logo upload, one seller, update, delete, its statistics, listings and export. */
export function sellerAdminRoutes({ db }: AdminDeps) {
  return new Hono<AdminEnv>()
    .get('/', async (c) =>
      c.json((await listSellers(db, sellersSearchSchema.parse(c.req.query()))) satisfies Answer<'list'>),
    )
    .get('/options', async (c) => c.json((await listSellerOptions(db)) satisfies Answer<'options'>))
    .post('/', async (c) => {
      const body = await parseJsonBody(c, sellerInputSchema);
      if (body.response) return body.response;
      return writeAnswer(c, await createSeller(db, auditActor(c.get('admin')), body.data), 201);
    })
    .post('/logo', async (c) => {
      let file: unknown;
      try {
        file = (await c.req.parseBody()).file;
      } catch {
        file = undefined;
      }
      if (!(file instanceof File))
        return validationError(c, [{ path: 'logo', message: 'Vælg en billedfil' }]);
      const stored = await storeSellerLogo(
        db,
        auditActor(c.get('admin')),
        new Uint8Array(await file.arrayBuffer()),
      );
      if (!stored.ok) return validationError(c, [{ path: 'logo', message: stored.message }]);
      return c.json(stored.logo satisfies Answer<'uploadLogo'>, 201);
    })
    .get('/:id', async (c) => {
      const id = c.req.param('id');
      const seller = isUuid(id) ? await getSeller(db, id) : null;
      return seller ? c.json(seller satisfies Answer<'detail'>) : jsonError(c, 'NOT_FOUND');
    })
    .put('/:id', async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) return jsonError(c, 'NOT_FOUND');
      const body = await parseJsonBody(c, sellerUpdateSchema);
      if (body.response) return body.response;
      const { expectedVersion, ...data } = body.data;
      const result = await updateSeller(db, auditActor(c.get('admin')), id, data, expectedVersion);
      if (!result.ok && result.reason === 'stale') {
        return answerStaleVersion(c, db, versionedSeller, id, result.currentVersion);
      }
      return writeAnswer(c, result, 200);
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) return jsonError(c, 'NOT_FOUND');
      const version = z.safeParse(optionalVersionQuery, c.req.query('expectedVersion'));
      if (!version.success)
        return validationError(c, [{ path: 'expectedVersion', message: 'Ugyldig version' }]);
      const result = await deleteSeller(db, auditActor(c.get('admin')), id, version.data);
      if (result.ok) return c.body(null, 204);
      if (result.reason === 'not_found') return jsonError(c, 'NOT_FOUND');
      if (result.reason === 'stale') {
        return answerStaleVersion(c, db, versionedSeller, id, result.currentVersion);
      }
      return jsonError(c, 'SELLER_HAS_LISTINGS', undefined, { listing_count: result.listingCount });
    })
    .get('/:id/statistics', async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) return jsonError(c, 'NOT_FOUND');
      const now = new Date();
      const resolved = resolveAnalyticsReportParams(c.req.query(), danishToday(now));
      if (!resolved.ok) return validationError(c, [{ path: resolved.field, message: resolved.message }]);
      const statistics = await loadSellerStatistics(db, id, resolved.params, now);
      return statistics ? c.json(statistics satisfies Answer<'statistics'>) : jsonError(c, 'NOT_FOUND');
    })
    .get('/:id/listings', async (c) => {
      const id = c.req.param('id');
      const query = sellerListingsQuerySchema.parse(c.req.query());
      const page = isUuid(id) ? await getSellerListings(db, id, query) : null;
      return page ? c.json(page satisfies Answer<'listings'>) : jsonError(c, 'NOT_FOUND');
    })
    .get('/:id/export', async (c) => {
      const id = c.req.param('id');
      const exported = isUuid(id) ? await exportSellerListings(db, id) : null;
      if (!exported) return jsonError(c, 'NOT_FOUND');
      const fileName = exportFileName(exported.seller.name, new Date(exported.exported_at));
      const file = exported satisfies DownloadContent<Answer<'exportListings'>>;
      return c.body(JSON.stringify(file, null, 2), 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
      });
    });
}

function writeAnswer(c: Parameters<typeof jsonError>[0], result: SellerWriteResult, status: 200 | 201) {
  if (result.ok) return c.json(result.seller satisfies Answer<'create' | 'update'>, status);
  if (result.reason === 'not_found') return jsonError(c, 'NOT_FOUND');
  return validationError(c, result.issues);
}
