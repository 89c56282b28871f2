import { describe, expect, it } from 'vitest';
import { auditFieldChanges } from './audit-diff';

describe('auditFieldChanges', () => {
  it('lists only the fields whose value changed', () => {
    expect(
      auditFieldChanges(
        { status: 'pending', retailPrice: 200000, tags: ['a'] },
        { status: 'active', retailPrice: 200000, tags: ['a'] },
      ),
    ).toEqual([{ field: 'status', before: 'pending', after: 'active' }]);
  });

  it('shows every field of a create or a delete', () => {
    expect(auditFieldChanges(null, { name: 'Bo', admin: true })).toEqual([
      { field: 'name', before: null, after: 'Bo' },
      { field: 'admin', before: null, after: true },
    ]);
    expect(auditFieldChanges({ name: 'Bo' }, null)).toEqual([{ field: 'name', before: 'Bo', after: null }]);
  });

  it('treats added and removed fields as changes and compares nested values by content', () => {
    expect(auditFieldChanges({ hosts: ['a.dk'] }, { hosts: ['a.dk', 'b.dk'], token: 'x' })).toEqual([
      { field: 'hosts', before: ['a.dk'], after: ['a.dk', 'b.dk'] },
      { field: 'token', before: null, after: 'x' },
    ]);
  });

  it('handles a snapshot that is not an object', () => {
    expect(auditFieldChanges(1, 2)).toEqual([{ field: '', before: 1, after: 2 }]);
    expect(auditFieldChanges('x', 'x')).toEqual([]);
  });
});
