import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { compareApi } from '../../domain/api/compare-api';
import type { ResponseOf } from '../../domain/api/endpoint';
import { MAX_COMPARED_CARS } from '../../domain/compare/compare-types';
import { parseListingDetailParams } from '../../domain/listings/listing-detail-params';
import type { CatalogCache } from '../catalog/catalog-cache';
import { DANISH_ISSUES, toFieldIssues, validationError } from '../http-validation';
import { compareListings } from '../services/compare/compare-listings';

const compareIds = z
  .string({ error: 'Vælg de biler, der skal sammenlignes' })
  .transform((text) =>
    text
      .split(',')
      .map((id) => id.trim().toLowerCase())
      .filter((id) => id !== ''),
  )
  .pipe(
    z
      .array(z.uuid({ error: 'Et af bil-id’erne er ugyldigt' }))
      .min(1, 'Vælg mindst én bil at sammenligne')
      .max(MAX_COMPARED_CARS, `Du kan sammenligne højst ${MAX_COMPARED_CARS} biler ad gangen`)
      .refine((ids) => new Set(ids).size === ids.length, 'Den samme bil står flere gange'),
  );

const compareQuery = z.object({ ids: compareIds });

/** GET /api/compare?ids=…&km=&mdr=&udb=: up to four cars at one configuration (ADR 070). */
export function compareRoutes(db: Database, catalog: CatalogCache) {
  return new Hono().get('/compare', async (c) => {
    const query = z.safeParse(compareQuery, { ids: c.req.query('ids') }, DANISH_ISSUES);
    if (!query.success) return validationError(c, toFieldIssues(query.error));
    // km, mdr and udb are clamped or snapped as on the detail page, never refused.
    const config = parseListingDetailParams(new URL(c.req.url).searchParams);
    const answer = await compareListings(db, catalog, query.data.ids, {
      km: config.km ?? null,
      mdr: config.mdr ?? null,
      udb: config.udb ?? null,
    });
    return c.json(answer satisfies ResponseOf<typeof compareApi.compare>);
  });
}
