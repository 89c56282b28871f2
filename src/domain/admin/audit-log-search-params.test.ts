import { describe, expect, it } from 'vitest';
import { auditLogSearchSchema } from './audit-log-search-params';

describe('audit log search params', () => {
  it('reads entity, entity_id and page', () => {
    expect(auditLogSearchSchema.parse({ entity: 'listing', entity_id: 'abc-1', page: '2' })).toEqual({
      entity: 'listing',
      entity_id: 'abc-1',
      page: 2,
    });
  });

  it('falls back on invalid values instead of failing the page', () => {
    expect(auditLogSearchSchema.parse({ entity: 'DROP TABLE', page: '0' })).toEqual({
      entity: undefined,
      entity_id: undefined,
      page: undefined,
    });
    expect(auditLogSearchSchema.parse({}).page).toBeUndefined();
  });
});
