import { z } from 'zod/mini';
import type { ExtractedCar } from './extracted-price-list';
import type { LayoutGridPage } from './layout-grid';
import {
  type ColumnKind,
  type LayoutTemplate,
  layoutTemplateSchema,
  type TemplateColumn,
} from './layout-template';

/**
 * The contract of teaching a layout (ADR 032): the session's text as a grid, a live preview of a draft
 * template, saving it as a new version of the seller's template, and the seller's versions.
 *
 *   GET  /api/admin/extraction-sessions/:id/layout            → LayoutGridResponse
 *   POST /api/admin/extraction-sessions/:id/layout/preview    { template } → LayoutPreviewResponse
 *   POST /api/admin/extraction-sessions/:id/layout/template   { template, name? } → 201 SavedLayoutTemplate
 *   GET  /api/admin/sellers/:id/layout-templates              → LayoutTemplateVersionsResponse
 *   POST /api/admin/sellers/:id/layout-templates/:templateId/deactivate → LayoutTemplateVersionJson
 */

/** The audit log's names for a template (audit_log.entity and .action). */
export const layoutTemplateAuditEntity = 'layout_template' as const;
export type LayoutTemplateAuditEntity = typeof layoutTemplateAuditEntity;
export const layoutTemplateAuditActions = ['create', 'deactivate'] as const;
export type LayoutTemplateAuditAction = (typeof layoutTemplateAuditActions)[number];

const hasMonthlyColumn = (template: LayoutTemplate) =>
  template.columns.some((column) => column.kind === 'monthly');

const headersUnique = (template: LayoutTemplate) => {
  const seen = new Set(template.columns.map((column) => column.header.trim().toLowerCase()));
  return seen.size === template.columns.length;
};

/** A template as the teach screen sends it: the reader's schema, plus what makes it usable at all. */
export const taughtTemplateSchema = layoutTemplateSchema.check(
  z.refine(hasMonthlyColumn, {
    message: 'Vælg mindst én kolonne med månedlig ydelse',
    path: ['columns'],
  }),
  z.refine(headersUnique, {
    message: 'To kolonner har samme overskrift; marker overskriften igen',
    path: ['columns'],
  }),
);

/** The preview reads whatever draft the admin has so far (no monthly column yet just reads no cars). */
export const previewLayoutSchema = z.object({ template: layoutTemplateSchema });

export const LAYOUT_TEMPLATE_NAME_MAX = 80;

export const saveLayoutTemplateSchema = z.object({
  template: taughtTemplateSchema,
  name: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LAYOUT_TEMPLATE_NAME_MAX, `Navnet må højst have ${LAYOUT_TEMPLATE_NAME_MAX} tegn`),
      ),
  ),
});
export type SaveLayoutTemplateInput = z.infer<typeof saveLayoutTemplateSchema>;

/** A known meaning of a header text: the seller's template's, else the reader's built-in words. */
export type HeaderSuggestion = {
  kind: ColumnKind;
  mileage?: number;
  period?: number;
  first_payment?: number;
};

/** A taught column as a suggestion for the same header words. */
export function suggestionOfColumn(column: TemplateColumn): HeaderSuggestion {
  const { header: _header, ...suggestion } = column;
  return suggestion;
}

/** Terms a line states in prose ("Priserne gælder ved 36 mdr. og 15.000 km/år"), for the defaults. */
export type StatedTermsJson = { period_months?: number; mileage_per_year?: number; first_payment?: number };

export type LayoutGridResponse = {
  session_id: string;
  seller_id: string;
  seller_name: string;
  source_label: string;
  pages: LayoutGridPage[];
  /** Per grid row index (as a string), the terms its line states. */
  stated_terms: Record<string, StatedTermsJson>;
  /** Keyed by normaliseHeader(text). */
  suggestions: Record<string, HeaderSuggestion>;
  /** The seller's template in use, to start from. */
  active_template: { id: string; version: number; template: LayoutTemplate } | null;
};

export type LayoutPreviewResponse = {
  cars: ExtractedCar[];
  offers: number;
  warnings: string[];
  /** Whether the draft found a table header at all. */
  found_table: boolean;
};

export type LayoutTemplateStatus = 'in_use' | 'standby' | 'deactivated';

export const layoutTemplateStatusLabels: Record<LayoutTemplateStatus, string> = {
  in_use: 'Aktiv',
  standby: 'Tidligere version',
  deactivated: 'Deaktiveret',
};

export type LayoutTemplateVersionJson = {
  id: string;
  seller_id: string;
  version: number;
  name: string | null;
  status: LayoutTemplateStatus;
  column_count: number;
  template: LayoutTemplate;
  source_session_id: string | null;
  created_at: string;
  created_by_email: string | null;
  deactivated_at: string | null;
  deactivated_by_email: string | null;
};

export type LayoutTemplateVersionsResponse = { items: LayoutTemplateVersionJson[] };

export type SavedLayoutTemplate = { id: string; version: number; seller_id: string; seller_name: string };
