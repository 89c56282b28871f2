import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import {
  auditActionLabel,
  auditEntityLabel,
  auditEntityLabels,
  isAuditEntity,
} from '../../../../domain/admin/audit-vocabulary';
import { bulkActionDoneText, isListingBulkAction } from '../../../../domain/admin/listing-bulk-actions';
import type { SettingsSection } from '../../../../domain/admin/settings-schema';
import { countNoun } from '../../../../domain/format/count-noun';
import { NOUN } from '../../../../domain/format/nouns';

/** The filter's types: every entity of the vocabulary (legacy spellings sharing a label once) and any other stored one. */
export function auditEntityOptions(stored: readonly string[]): { value: string; label: string }[] {
  const seen = new Set<string>();
  return [...Object.keys(auditEntityLabels), ...stored]
    .filter((entity) => entity !== 'batch' || stored.includes('batch'))
    .filter((entity) => !seen.has(entity) && seen.add(entity))
    .map((entity) => ({ value: entity, label: auditEntityLabel(entity) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'da'));
}

export const entityLabel = auditEntityLabel;
export const actionLabel = auditActionLabel;

/** Danish names of the settings sections (audit_log.entity_id of a 'setting' row). */
const SETTINGS_SECTION_LABELS: Record<SettingsSection, string> = {
  site: 'Websted',
  search_defaults: 'Standardsøgning',
  ai_provider: 'AI-udtræk',
  analytics: 'Statistik',
  energy_prices: 'Energipriser',
  price_list_refetch: 'Prislister',
  enquiries: 'Henvendelser',
};

type EntityLink =
  | { to: '/admin/listings/edit/$id'; params: { id: string } }
  | { to: '/admin/sellers/edit/$id'; params: { id: string } }
  | { to: '/admin/settings' }
  | { to: '/admin/henvendelser/$id'; params: { id: string } }
  | { to: '/admin/batches/$batchId/review'; params: { batchId: string } }
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
    // A merged one is gone: open the one it went into; a deleted model, its make.
    const into = entry.action === 'merge' ? stringField(nested(entry.after, 'into'), 'name') : undefined;
    const makeOf = entry.action === 'delete' ? stringField(entry.before, 'make') : undefined;
    const name = into ?? makeOf ?? stringField(entry.after, 'name') ?? stringField(entry.before, 'name');
    return { to: '/admin/makes', search: name ? { search: name } : {} };
  }
  // An erase names no enquiry (entityId null); an enquiry erased since answers 'findes ikke længere'.
  if (entry.entity === 'enquiry' && entry.entityId) {
    return { to: '/admin/henvendelser/$id', params: { id: entry.entityId } };
  }
  if (entry.entity === 'import_batch' && entry.entityId) {
    return { to: '/admin/batches/$batchId/review', params: { batchId: entry.entityId } };
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

/** Entities the server names from their live row; when it finds none, the thing is gone. */
const LIVE_NAMED = new Set([
  'listing',
  'image',
  'seller',
  'user',
  'make',
  'model',
  'import_batch',
  'layout_template',
]);

/**
 * The changed thing by name: the server's live name ("Toyota Yaris Cross Active", a seller, an e-mail),
 * the section of a setting, the name the row itself recorded; a deleted thing says so, with the name it
 * had or a short id ("Slettet annonce (5402f812)").
 */
export function entityName(entry: AuditLogEntry): string {
  if (entry.entity === 'setting' && entry.entityId)
    return entry.entityId in SETTINGS_SECTION_LABELS
      ? SETTINGS_SECTION_LABELS[entry.entityId as SettingsSection]
      : entry.entityId;
  if (entry.subject) return entry.subject;
  const recorded =
    stringField(entry.after, 'email') ??
    stringField(entry.before, 'email') ??
    stringField(entry.after, 'name') ??
    stringField(entry.before, 'name') ??
    stringField(entry.after, 'title') ??
    stringField(entry.before, 'title');
  const shortId = entry.entityId ? entry.entityId.slice(0, 8) : '';
  // A merged make or model lives on in the one it went into (entityLink opens that).
  if (isAuditEntity(entry.entity) && LIVE_NAMED.has(entry.entity) && entry.action !== 'merge') {
    const kind = auditEntityLabel(entry.entity).toLowerCase();
    return recorded ? `${recorded} (slettet)` : `Slettet ${kind}${shortId ? ` (${shortId})` : ''}`;
  }
  return recorded ?? shortId;
}

/**
 * What a grouped write stands for: "24 annoncer ændret" for a batch apply, "3 annoncer aktiveret" for a
 * bulk action on selected listings, else "3 ændringer".
 */
export function groupSummary(entry: Pick<AuditLogEntry, 'entity' | 'action' | 'groupSize'>): string {
  const count = entry.groupSize;
  if (entry.entity === 'import_batch' && entry.action === 'apply')
    return `${countNoun(count, NOUN.listing)} ændret`;
  if (entry.entity === 'listing_selection' && isListingBulkAction(entry.action))
    return bulkActionDoneText(entry.action, count);
  return countNoun(count, NOUN.change);
}

/** How a step of a grouped write came about, beside it in a listing's history. */
export const groupedStepOrigin = (step: Pick<AuditLogEntry, 'after'>): string =>
  stringField(step.after, 'importBatchId') ? 'ved import af prisliste' : 'fra annoncelisten';
