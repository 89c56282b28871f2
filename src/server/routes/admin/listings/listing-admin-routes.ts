import { type Context, Hono } from 'hono';
import { versionedListing } from '../../../../db/record-version/versioned-record';
import { adminListingsSearchSchema } from '../../../../domain/admin/admin-search-params';
import {
  activationRefusalMessage,
  bulkEditListingsSchema,
  refusedListingText,
} from '../../../../domain/admin/bulk-edit-listings';
import {
  bulkListingActionSchema,
  listingFormSchema,
  listingUpdateSchema,
} from '../../../../domain/admin/listing-form-schema';
import {
  type ListingSelection,
  selectionChangedMessage,
  selectionOf,
} from '../../../../domain/admin/listing-selection';
import type { adminListingsApi } from '../../../../domain/api/admin-listings-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import type { AdminEnv } from '../../../auth/require-admin';
import { jsonError } from '../../../http-error';
import { parseJsonBody, validationError } from '../../../http-validation';
import { answerStaleVersion } from '../../../record-version/stale-version-answer';
import { bulkEditListings } from '../../../services/admin/listings/bulk-edit-listings';
import { bulkUpdateListings } from '../../../services/admin/listings/bulk-update-listings';
import { duplicateListing } from '../../../services/admin/listings/duplicate-listing';
import { getAdminListing } from '../../../services/admin/listings/get-admin-listing';
import { getListingFormReference } from '../../../services/admin/listings/get-listing-form-reference';
import { getRememberedVariantFacts } from '../../../services/admin/listings/get-remembered-variant-facts';
import { listAdminListings } from '../../../services/admin/listings/list-admin-listings';
import { saveAdminListing } from '../../../services/admin/listings/save-admin-listing';
import { type AdminDeps, auditActor } from '../admin-deps';

type Answer<K extends keyof typeof adminListingsApi> = ResponseOf<(typeof adminListingsApi)[K]>;

/** 409: the filter matches another number of listings than the admin confirmed; nothing was changed. */
const selectionChanged = (c: Context, matching: number, selection: ListingSelection) =>
  jsonError(c, 'SELECTION_CHANGED', selectionChangedMessage(matching, selection.expected_count ?? 0), {
    matching,
  });

/**
 * /api/admin/listings: the list (server-side search, filters, pagination), bulk actions and bulk edit
 * (body type, retail price, status; ADR 033) on ticked listings or every one matching a filter
 * (issue 25), duplicate,
 * and one listing with all its fields and offers (read, create, update). The public catalogue
 * learns of every write through the catalogue version (ADR 044).
 */
export function listingAdminRoutes({ db }: AdminDeps) {
  return new Hono<AdminEnv>()
    .get('/', async (c) => {
      const search = adminListingsSearchSchema.parse(c.req.query());
      return c.json((await listAdminListings(db, search)) satisfies Answer<'list'>);
    })
    .get('/reference', async (c) => c.json((await getListingFormReference(db)) satisfies Answer<'reference'>))
    .post('/bulk', async (c) => {
      const body = await parseJsonBody(c, bulkListingActionSchema);
      if (body.response) return body.response;
      const selection = selectionOf(body.data);
      const outcome = await bulkUpdateListings(db, auditActor(c.get('admin')), body.data.action, selection);
      if (outcome.kind === 'selection_changed') return selectionChanged(c, outcome.matching, selection);
      if (outcome.kind === 'incomplete') {
        return jsonError(c, 'LISTING_INCOMPLETE', outcome.message, {
          issues: [{ path: 'status', message: outcome.message }],
        });
      }
      return c.json(outcome.result satisfies Answer<'bulk'>);
    })
    .post('/bulk-edit', async (c) => {
      const body = await parseJsonBody(c, bulkEditListingsSchema);
      if (body.response) return body.response;
      const { ids, filter, expected_count, ...edit } = body.data;
      const selection = selectionOf({ ids, filter, expected_count });
      const outcome = await bulkEditListings(db, auditActor(c.get('admin')), edit, selection);
      if (outcome.kind === 'selection_changed') return selectionChanged(c, outcome.matching, selection);
      if (outcome.kind === 'refused') {
        // Nothing was changed: the message names the listings, each issue one listing and what it lacks.
        const message = activationRefusalMessage(outcome.refused);
        return jsonError(c, 'LISTING_INCOMPLETE', message, {
          issues: outcome.refused.map((refused) => ({
            path: 'status',
            message: refusedListingText(refused),
          })),
          refused: outcome.refused,
        });
      }
      return c.json(outcome.result satisfies Answer<'bulkEdit'>);
    })
    .post('/', async (c) => {
      const body = await parseJsonBody(c, listingFormSchema);
      if (body.response) return body.response;
      const result = await saveAdminListing(db, auditActor(c.get('admin')), body.data);
      if (result.kind === 'invalid') return validationError(c, result.issues);
      if (result.kind !== 'saved') return jsonError(c, 'NOT_FOUND');
      return c.json({ id: result.id, version: result.version } satisfies Answer<'create'>, 201);
    })
    .get('/:id', async (c) => {
      const listing = await getAdminListing(db, c.req.param('id'));
      return listing ? c.json(listing satisfies Answer<'detail'>) : jsonError(c, 'NOT_FOUND');
    })
    .get('/:id/remembered', async (c) => {
      const remembered = await getRememberedVariantFacts(db, c.req.param('id'));
      return remembered ? c.json(remembered satisfies Answer<'remembered'>) : jsonError(c, 'NOT_FOUND');
    })
    .put('/:id', async (c) => {
      const id = c.req.param('id');
      if (!(await getAdminListing(db, id))) return jsonError(c, 'NOT_FOUND');
      const body = await parseJsonBody(c, listingUpdateSchema);
      if (body.response) return body.response;
      const { expectedVersion, ...input } = body.data;
      const result = await saveAdminListing(db, auditActor(c.get('admin')), input, { id, expectedVersion });
      if (result.kind === 'invalid') return validationError(c, result.issues);
      if (result.kind === 'not_found') return jsonError(c, 'NOT_FOUND');
      if (result.kind === 'stale') {
        return answerStaleVersion(c, db, versionedListing, id, result.currentVersion);
      }
      return c.json({ id: result.id, version: result.version } satisfies Answer<'update'>);
    })
    .post('/:id/duplicate', async (c) => {
      const copy = await duplicateListing(db, auditActor(c.get('admin')), c.req.param('id'));
      if (!copy) return jsonError(c, 'NOT_FOUND');
      return c.json(copy satisfies Answer<'duplicate'>, 201);
    });
}
