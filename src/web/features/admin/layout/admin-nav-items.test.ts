import { describe, expect, it } from 'vitest';
import { activeNavItem } from './admin-nav-items';

describe('activeNavItem', () => {
  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/', 'Dashboard'],
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/listings', 'Annoncer'],
    ['/admin/listings/edit/42', 'Annoncer'],
    ['/admin/sellers/listings', 'Sælgere'],
    ['/admin/extraction', 'Import'],
    ['/admin/extraction-sessions/abc', 'Import'],
    ['/admin/batches/7/review', 'Import'],
    ['/admin/toyota-pdf', 'Import'],
    ['/admin/settings', 'Indstillinger'],
  ])('%s → %s', (path, label) => {
    expect(activeNavItem(path)?.label).toBe(label);
  });

  it('marks nothing for an unknown admin path', () => {
    expect(activeNavItem('/admin/unknown')).toBeUndefined();
  });
});
