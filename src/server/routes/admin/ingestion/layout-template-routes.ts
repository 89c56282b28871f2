import type { Context } from 'hono';
import { Hono } from 'hono';
import type { adminLayoutApi } from '../../../../domain/api/admin-layout-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import {
  previewLayoutSchema,
  saveLayoutTemplateSchema,
} from '../../../../domain/ingestion/layout-template-api';
import type { AdminEnv } from '../../../auth/require-admin';
import { jsonError } from '../../../http-error';
import { parseJsonBody } from '../../../http-validation';
import { deactivateLayoutTemplate } from '../../../services/admin/layout-templates/deactivate-layout-template';
import { getLayoutGrid } from '../../../services/admin/layout-templates/get-layout-grid';
import { listLayoutTemplates } from '../../../services/admin/layout-templates/list-layout-templates';
import { previewLayoutTemplate } from '../../../services/admin/layout-templates/preview-layout-template';
import { saveLayoutTemplate } from '../../../services/admin/layout-templates/save-layout-template';
import { isUuid } from '../../../services/admin/sellers/seller-record';
import { type AdminDeps, auditActor } from '../admin-deps';
import { NOT_FOUND_MESSAGE } from './ingestion-answers';

type Refusal = { ok: false; reason: 'not_found' | 'no_layout' | 'already_inactive'; message: string };

/** 404 for what does not exist; 409 for a source with no layout to teach or a version already off. */
function refuse(c: Context<AdminEnv>, refusal: Refusal) {
  if (refusal.reason === 'not_found') return jsonError(c, 'NOT_FOUND', refusal.message);
  return jsonError(c, refusal.reason, refusal.message);
}

type Answer<K extends keyof typeof adminLayoutApi> = ResponseOf<(typeof adminLayoutApi)[K]>;

const idOf = (c: Context<AdminEnv>, name: string) => {
  const id = c.req.param(name);
  return id && isUuid(id) ? id : null;
};

/**
 * Teaching a layout on a session (mounted under /api/admin/extraction-sessions): the session's text as
 * a grid, a live preview of a draft template, and saving it as the seller's next template version.
 */
export function sessionLayoutRoutes({ db }: AdminDeps) {
  const missing = (c: Context<AdminEnv>) => jsonError(c, 'NOT_FOUND', NOT_FOUND_MESSAGE.session);
  return new Hono<AdminEnv>()
    .get('/:id/layout', async (c) => {
      const id = idOf(c, 'id');
      if (!id) return missing(c);
      const grid = await getLayoutGrid(db, id);
      return grid.ok ? c.json(grid.value satisfies Answer<'layoutGrid'>) : refuse(c, grid);
    })
    .post('/:id/layout/preview', async (c) => {
      const id = idOf(c, 'id');
      if (!id) return missing(c);
      const body = await parseJsonBody(c, previewLayoutSchema);
      if (body.response) return body.response;
      const preview = await previewLayoutTemplate(db, id, body.data.template);
      return preview.ok ? c.json(preview.value satisfies Answer<'previewLayout'>) : refuse(c, preview);
    })
    .post('/:id/layout/template', async (c) => {
      const id = idOf(c, 'id');
      if (!id) return missing(c);
      const body = await parseJsonBody(c, saveLayoutTemplateSchema);
      if (body.response) return body.response;
      const saved = await saveLayoutTemplate(db, auditActor(c.get('admin')), id, body.data);
      return saved.ok ? c.json(saved.value satisfies Answer<'saveLayoutTemplate'>, 201) : refuse(c, saved);
    });
}

/** A seller's template versions (mounted under /api/admin/sellers): list, and deactivate one. */
export function sellerLayoutTemplateRoutes({ db }: AdminDeps) {
  const missing = (c: Context<AdminEnv>) => jsonError(c, 'NOT_FOUND', 'Skabelonen findes ikke.');
  return new Hono<AdminEnv>()
    .get('/:id/layout-templates', async (c) => {
      const id = idOf(c, 'id');
      if (!id) return jsonError(c, 'NOT_FOUND', 'Sælgeren findes ikke.');
      return c.json((await listLayoutTemplates(db, id)) satisfies Answer<'layoutTemplates'>);
    })
    .post('/:id/layout-templates/:templateId/deactivate', async (c) => {
      const sellerId = idOf(c, 'id');
      const templateId = idOf(c, 'templateId');
      if (!sellerId || !templateId) return missing(c);
      const result = await deactivateLayoutTemplate(db, auditActor(c.get('admin')), sellerId, templateId);
      return result.ok
        ? c.json(result.value satisfies Answer<'deactivateLayoutTemplate'>)
        : refuse(c, result);
    });
}
