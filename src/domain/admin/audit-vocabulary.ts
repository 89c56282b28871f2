/**
 * The audit log's vocabulary (audit_log.entity and .action): every value a writer stores, with its
 * Danish label. Stored values are never renamed — old rows must keep reading — so values no writer
 * stores any more ('offer', 'batch') stay here with their labels.
 */
export const auditEntities = [
  'listing',
  'listing_selection',
  'offer',
  'image',
  'seller',
  'seller_logo',
  'make',
  'model',
  'variant_facts',
  'layout_template',
  'import_batch',
  'import_change',
  'correction_rule',
  'batch',
  'setting',
  'user',
  'enquiry',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditEntityLabels: Record<AuditEntity, string> = {
  listing: 'Annonce',
  listing_selection: 'Valgte annoncer',
  offer: 'Tilbud',
  image: 'Billede',
  seller: 'Sælger',
  seller_logo: 'Sælgerlogo',
  make: 'Mærke',
  model: 'Model',
  variant_facts: 'Husket variant',
  layout_template: 'Layoutskabelon',
  import_batch: 'Prisliste',
  import_change: 'Ændring i prisliste',
  correction_rule: 'Husket rettelse',
  batch: 'Prisliste',
  setting: 'Indstilling',
  user: 'Bruger',
  enquiry: 'Henvendelse',
};

export const auditActions = [
  'create',
  'update',
  'delete',
  'activate',
  'deactivate',
  'duplicate',
  'upload',
  'reorder',
  'apply',
  'bulk_edit',
  'remember',
  'rename',
  'merge',
  'update_aliases',
  'update_defaults',
  'split',
  'grant_admin',
  'remove_admin',
  'disable',
  'enable',
  'add_note',
  'erase',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Oprettet',
  update: 'Ændret',
  delete: 'Slettet',
  activate: 'Aktiveret',
  deactivate: 'Deaktiveret',
  duplicate: 'Duplikeret',
  upload: 'Uploadet',
  reorder: 'Ny rækkefølge',
  apply: 'Importeret',
  bulk_edit: 'Ændret samlet',
  remember: 'Husket til import',
  rename: 'Omdøbt',
  merge: 'Lagt sammen',
  update_aliases: 'Aliaser ændret',
  update_defaults: 'Standardværdier ændret',
  split: 'Delt',
  grant_admin: 'Gjort til administrator',
  remove_admin: 'Administratorrolle fjernet',
  disable: 'Konto deaktiveret',
  enable: 'Konto aktiveret igen',
  add_note: 'Note tilføjet',
  erase: 'Slettet på anmodning',
};

/** A stored action: one of the vocabulary, or several joined with '+' by a write that did them at once. */
export type StoredAuditAction = AuditAction | `${AuditAction}+${string}`;

/** ['rename', 'update_aliases'] → 'rename+update_aliases' (give at least one part). */
export function joinAuditActions(parts: readonly [AuditAction, ...AuditAction[]]): StoredAuditAction {
  return parts.join('+') as StoredAuditAction;
}

export const isAuditEntity = (value: string): value is AuditEntity =>
  (auditEntities as readonly string[]).includes(value);

export const isAuditAction = (value: string): value is AuditAction =>
  (auditActions as readonly string[]).includes(value);

/** The entity's Danish name; a value outside the vocabulary (a newer writer) keeps its own name. */
export const auditEntityLabel = (entity: string): string =>
  isAuditEntity(entity) ? auditEntityLabels[entity] : entity;

/** 'grant_admin+disable' → 'Gjort til administrator, konto deaktiveret'. */
export function auditActionLabel(action: string): string {
  return action
    .split('+')
    .map((part, i) => {
      const label = isAuditAction(part) ? auditActionLabels[part] : part;
      return i === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1);
    })
    .join(', ');
}
