import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import { auditActions, auditEntities } from '../../../../domain/admin/audit-vocabulary';
import {
  actionLabel,
  auditEntityOptions,
  entityLabel,
  entityLink,
  entityName,
  groupSummary,
} from './audit-labels';
import { auditEntry } from './audit-test-data';

const entry = (overrides: Partial<AuditLogEntry>) =>
  auditEntry({ id: '1', at: '2026-11-22T13:05:00Z', actorEmail: 'a@test.dk', ...overrides });

describe('audit labels', () => {
  it('reads combined actions in Danish', () => {
    expect(actionLabel('update')).toBe('Ændret');
    expect(actionLabel('grant_admin+disable')).toBe('Gjort til administrator, konto deaktiveret');
    expect(actionLabel('something_new')).toBe('something_new');
  });

  it('links to the changed thing where it still exists', () => {
    expect(entityLink(entry({}))).toEqual({ to: '/admin/listings/edit/$id', params: { id: 'l1' } });
    expect(entityLink(entry({ action: 'delete' }))).toBeUndefined();
    expect(entityLink(entry({ entity: 'seller', entityId: 's1' }))).toEqual({
      to: '/admin/sellers/edit/$id',
      params: { id: 's1' },
    });
    expect(entityLink(entry({ entity: 'offer', entityId: 'o1', after: { listingId: 'l9' } }))).toEqual({
      to: '/admin/listings/edit/$id',
      params: { id: 'l9' },
    });
    expect(entityLink(entry({ entity: 'setting', entityId: 'site' }))).toEqual({ to: '/admin/settings' });
    expect(entityLink(entry({ entity: 'enquiry', entityId: 'e1', after: { status: 'answered' } }))).toEqual({
      to: '/admin/henvendelser/$id',
      params: { id: 'e1' },
    });
    expect(entityLink(entry({ entity: 'enquiry', action: 'erase', entityId: null }))).toBeUndefined();
  });

  it('reads the catalogue’s makes and models', () => {
    expect(actionLabel('rename+update_aliases')).toBe('Omdøbt, aliaser ændret');
    expect(actionLabel('merge')).toBe('Lagt sammen');
    expect(actionLabel('update_defaults')).toBe('Standardværdier ændret');
    expect(entityLabel('make')).toBe('Mærke');
    expect(entityLink(entry({ entity: 'make', action: 'rename', after: { name: 'Volkswagen' } }))).toEqual({
      to: '/admin/makes',
      search: { search: 'Volkswagen' },
    });
    // A merged model is gone: the link opens the one it went into.
    const merged = entry({
      entity: 'model',
      action: 'merge',
      before: { name: 'ID 4' },
      after: { into_id: 'm2', into: { name: 'ID.4' } },
    });
    expect(entityLink(merged)).toEqual({ to: '/admin/makes', search: { search: 'ID.4' } });
    expect(entityName(merged)).toBe('ID 4');
    // A deleted model (issue 25) is named as it was and opens its make.
    const deleted = entry({ entity: 'model', action: 'delete', before: { make: 'Kia', name: 'EV 9x' } });
    expect(entityLink(deleted)).toEqual({ to: '/admin/makes', search: { search: 'Kia' } });
    expect(entityName(deleted)).toBe('EV 9x (slettet)');
  });

  it('reads listings edited together and variant facts remembered for imports', () => {
    expect(actionLabel('bulk_edit')).toBe('Ændret samlet');
    expect(actionLabel('remember')).toBe('Husket til import');
    expect(entityLabel('variant_facts')).toBe('Husket variant');
    // A remembered fact opens the listing it was set on and is named after its variant.
    const remembered = entry({
      entity: 'variant_facts',
      action: 'remember',
      entityId: 'model-1',
      after: { name: 'Toyota C-HR 2.0 Hybrid GR Sport', retail_price: 349_900, listingId: 'l7' },
    });
    expect(entityLink(remembered)).toEqual({ to: '/admin/listings/edit/$id', params: { id: 'l7' } });
    expect(entityName(remembered)).toBe('Toyota C-HR 2.0 Hybrid GR Sport');
  });

  it('labels every value of the vocabulary, the ones batch imports write included', () => {
    for (const entity of auditEntities) expect(entityLabel(entity)).not.toBe(entity);
    for (const action of auditActions) expect(actionLabel(action)).not.toBe(action);
    expect(entityLabel('import_batch')).toBe('Prisliste');
    expect(actionLabel('apply')).toBe('Importeret');
    expect(entityLink(entry({ entity: 'import_batch', action: 'apply', entityId: 'b1' }))).toEqual({
      to: '/admin/batches/$batchId/review',
      params: { batchId: 'b1' },
    });
  });

  it('offers each type once in the filter, in Danish and sorted', () => {
    const options = auditEntityOptions(['listing', 'import_batch', 'something_new']);
    expect(options.map((option) => option.label)).toContain('Prisliste');
    expect(options.filter((option) => option.label === 'Prisliste')).toHaveLength(1);
    expect(options.find((option) => option.value === 'something_new')?.label).toBe('something_new');
    expect(
      options.every((option) => !/^[a-z_]+$/.test(option.label) || option.value === 'something_new'),
    ).toBe(true);
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'da')));
  });

  it('names the changed thing: live name, else what the row recorded, a deleted one as deleted', () => {
    expect(entityName(entry({ subject: 'Toyota Yaris Cross Active' }))).toBe('Toyota Yaris Cross Active');
    expect(entityName(entry({ entity: 'setting', entityId: 'search_defaults' }))).toBe('Standardsøgning');
    expect(entityName(entry({ entity: 'user', subject: 'bo@test.dk' }))).toBe('bo@test.dk');
    expect(entityName(entry({ entityId: '5402f812-aaaa' }))).toBe('Slettet annonce (5402f812)');
    expect(entityName(entry({ entity: 'seller', action: 'delete', before: { name: 'Bilhuset' } }))).toBe(
      'Bilhuset (slettet)',
    );
    // Not named from a live row: what the row recorded, else its short id.
    expect(entityName(entry({ entity: 'variant_facts', after: { name: 'Kia EV3 GT-Line' } }))).toBe(
      'Kia EV3 GT-Line',
    );
    expect(entityName(entry({ entity: 'offer', entityId: 'abcdef123456' }))).toBe('abcdef12');
  });

  it('sums up a grouped write', () => {
    expect(groupSummary({ entity: 'import_batch', action: 'apply', groupSize: 24 })).toBe(
      '24 annoncer ændret',
    );
    expect(groupSummary({ entity: 'import_batch', action: 'apply', groupSize: 1 })).toBe('1 annonce ændret');
    expect(groupSummary({ entity: 'listing', action: 'bulk_edit', groupSize: 3 })).toBe('3 ændringer');
  });

  it.each<[string, number, string]>([
    ['bulk_edit', 24, '24 annoncer ændret'],
    ['bulk_edit', 1, '1 annonce ændret'],
    ['activate', 3, '3 annoncer aktiveret'],
    ['deactivate', 1, '1 annonce deaktiveret'],
    ['delete', 2, '2 annoncer slettet'],
    ['merge', 2, '2 ændringer'],
  ])('sums up a bulk action on selected listings: %s of %i → %s', (action, groupSize, expected) => {
    expect(groupSummary({ entity: 'listing_selection', action, groupSize })).toBe(expected);
  });
});
