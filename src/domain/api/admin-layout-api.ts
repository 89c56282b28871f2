import type { LayoutTemplate } from '../ingestion/layout-template';
import type {
  LayoutGridResponse,
  LayoutPreviewResponse,
  LayoutTemplateVersionJson,
  LayoutTemplateVersionsResponse,
  SavedLayoutTemplate,
  SaveLayoutTemplateInput,
} from '../ingestion/layout-template-api';
import { endpoint } from './endpoint';

const SESSIONS = '/api/admin/extraction-sessions';

/** Teaching a layout on a session, and a seller's layout template versions. */
export const adminLayoutApi = {
  layoutGrid: endpoint('GET', `${SESSIONS}/:id/layout`).types<{ response: LayoutGridResponse }>(),
  previewLayout: endpoint('POST', `${SESSIONS}/:id/layout/preview`).types<{
    body: { template: LayoutTemplate };
    response: LayoutPreviewResponse;
  }>(),
  saveLayoutTemplate: endpoint('POST', `${SESSIONS}/:id/layout/template`).types<{
    body: SaveLayoutTemplateInput;
    response: SavedLayoutTemplate;
  }>(),
  layoutTemplates: endpoint('GET', '/api/admin/sellers/:id/layout-templates').types<{
    response: LayoutTemplateVersionsResponse;
  }>(),
  deactivateLayoutTemplate: endpoint(
    'POST',
    '/api/admin/sellers/:id/layout-templates/:templateId/deactivate',
  ).types<{ response: LayoutTemplateVersionJson }>(),
};
