import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import { actionLabel, entityLink, entityName } from './audit-labels';

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

  it('names the changed thing', () => {
    expect(entityName(entry({ entity: 'setting', entityId: 'search_defaults' }))).toBe('Standardsøgning');
    expect(entityName(entry({ entity: 'user', after: { email: 'bo@test.dk' } }))).toBe('bo@test.dk');
    expect(entityName(entry({ entityId: 'abcdef123456' }))).toBe('abcdef12');
  });
});
