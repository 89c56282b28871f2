import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import type { BULK_EDIT_AUDIT_ACTION } from '../../../../domain/admin/bulk-edit-listings';
import type { CatalogAuditAction, CatalogAuditEntity } from '../../../../domain/catalog/catalog-audit';
import type {
  VariantFactsAuditAction,
  VariantFactsAuditEntity,
} from '../../../../domain/catalog/variant-facts';
import type {
  LayoutTemplateAuditAction,
  LayoutTemplateAuditEntity,
} from '../../../../domain/ingestion/layout-template-api';

/** The catalogue's makes and models (typed: a new entity or action in the domain needs its label here). */
const CATALOG_ENTITY_LABELS: Record<CatalogAuditEntity, string> = { make: 'Mærke', model: 'Model' };
const CATALOG_ACTION_LABELS: Record<CatalogAuditAction, string> = {
  create: 'Oprettet',
  rename: 'Omdøbt',
  merge: 'Lagt sammen',
  update_aliases: 'Aliaser ændret',
  update_defaults: 'Standardværdier ændret',
};

/** Remembered variant facts and listings edited together (ADR 033). */
const VARIANT_FACTS_ENTITY_LABELS: Record<VariantFactsAuditEntity, string> = {
  variant_facts: 'Husket variant',
};
const VARIANT_FACTS_ACTION_LABELS: Record<VariantFactsAuditAction | typeof BULK_EDIT_AUDIT_ACTION, string> = {
  remember: 'Husket til import',
  bulk_edit: 'Ændret samlet',
};

/** A seller's taught price-list layouts (typed like the catalogue's). */
const LAYOUT_TEMPLATE_ENTITY_LABELS: Record<LayoutTemplateAuditEntity, string> = {
  layout_template: 'Layoutskabelon',
};
const LAYOUT_TEMPLATE_ACTION_LABELS: Record<LayoutTemplateAuditAction, string> = {
  create: 'Oprettet',
  deactivate: 'Deaktiveret',
};

/** Danish names of the audited entities (audit_log.entity). */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  listing: 'Annonce',
  offer: 'Tilbud',
  image: 'Billede',
  seller: 'Sælger',
  seller_logo: 'Sælgerlogo',
  ...CATALOG_ENTITY_LABELS,
  ...LAYOUT_TEMPLATE_ENTITY_LABELS,
  ...VARIANT_FACTS_ENTITY_LABELS,
  setting: 'Indstilling',
  user: 'Bruger',
  batch: 'Batch',
};

const ACTION_LABELS: Record<string, string> = {
  ...CATALOG_ACTION_LABELS,
  ...LAYOUT_TEMPLATE_ACTION_LABELS,
  ...VARIANT_FACTS_ACTION_LABELS,
  create: 'Oprettet',
  update: 'Ændret',
  delete: 'Slettet',
  activate: 'Aktiveret',
  deactivate: 'Deaktiveret',
  duplicate: 'Duplikeret',
  upload: 'Uploadet',
  reorder: 'Ny rækkefølge',
  grant_admin: 'Gjort til administrator',
  remove_admin: 'Administratorrolle fjernet',
  disable: 'Konto deaktiveret',
  enable: 'Konto aktiveret igen',
};

/** Danish names of the settings sections (audit_log.entity_id of a 'setting' row). */
export const SETTINGS_SECTION_LABELS: Record<string, string> = {
  site: 'Websted',
  search_defaults: 'Standardsøgning',
  ai_provider: 'AI-udtræk',
  analytics: 'Statistik',
};

export const entityLabel = (entity: string) => AUDIT_ENTITY_LABELS[entity] ?? entity;

/** 'grant_admin+disable' → 'Gjort til administrator, konto deaktiveret'. */
export function actionLabel(action: string): string {
  return action
    .split('+')
    .map((part, i) => {
      const label = ACTION_LABELS[part] ?? part;
      return i === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1);
    })
    .join(', ');
}

type EntityLink =
  | { to: '/admin/listings/edit/$id'; params: { id: string } }
  | { to: '/admin/sellers/edit/$id'; params: { id: string } }
  | { to: '/admin/settings' }
  | { to: '/admin/makes'; search: { search?: string } };

const stringField = (value: unknown, field: string): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = (value as Record<string, unknown>)[field];
  return typeof found === 'string' ? found : undefined;
};

const nested = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;

/** Where the changed thing can be opened; offers and images open their listing when the row names it. */
export function entityLink(entry: AuditLogEntry): EntityLink | undefined {
  if (entry.entity === 'setting' || entry.entity === 'user') return { to: '/admin/settings' };
  if (entry.entity === 'make' || entry.entity === 'model') {
    // A merged one is gone: open the one it went into.
    const into = entry.action === 'merge' ? stringField(nested(entry.after, 'into'), 'name') : undefined;
    const name = into ?? stringField(entry.after, 'name') ?? stringField(entry.before, 'name');
    return { to: '/admin/makes', search: name ? { search: name } : {} };
  }
  if (entry.entity === 'layout_template') {
    const sellerId = stringField(entry.after, 'sellerId') ?? stringField(entry.before, 'sellerId');
    return sellerId ? { to: '/admin/sellers/edit/$id', params: { id: sellerId } } : undefined;
  }
  if (entry.action === 'delete' && (entry.entity === 'listing' || entry.entity === 'seller'))
    return undefined;
  // Image rows are keyed by their listing.
  if ((entry.entity === 'listing' || entry.entity === 'image') && entry.entityId) {
    return { to: '/admin/listings/edit/$id', params: { id: entry.entityId } };
  }
  if (entry.entity === 'seller' && entry.entityId) {
    return { to: '/admin/sellers/edit/$id', params: { id: entry.entityId } };
  }
  const listingId = stringField(entry.after, 'listingId') ?? stringField(entry.before, 'listingId');
  if (listingId) return { to: '/admin/listings/edit/$id', params: { id: listingId } };
  return undefined;
}

/** A short name for the changed thing: the e-mail of a user, the section of a setting, else its id. */
export function entityName(entry: AuditLogEntry): string {
  if (entry.entity === 'setting' && entry.entityId)
    return SETTINGS_SECTION_LABELS[entry.entityId] ?? entry.entityId;
  const named =
    stringField(entry.after, 'email') ??
    stringField(entry.before, 'email') ??
    stringField(entry.after, 'name') ??
    stringField(entry.before, 'name') ??
    stringField(entry.after, 'title') ??
    stringField(entry.before, 'title');
  return named ?? (entry.entityId ? entry.entityId.slice(0, 8) : '');
}
