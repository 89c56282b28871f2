import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import { actionLabel, entityLabel, entityLink, entityName } from './audit-labels';

const entry = (overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: '1',
  at: '2026-11-22T13:05:00Z',
  actorEmail: 'a@test.dk',
  action: 'update',
  entity: 'listing',
  entityId: 'l1',
  before: null,
  after: null,
  ...overrides,
});

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

  it('names the changed thing', () => {
    expect(entityName(entry({ entity: 'setting', entityId: 'search_defaults' }))).toBe('Standardsøgning');
    expect(entityName(entry({ entity: 'user', after: { email: 'bo@test.dk' } }))).toBe('bo@test.dk');
    expect(entityName(entry({ entityId: 'abcdef123456' }))).toBe('abcdef12');
  });
});
