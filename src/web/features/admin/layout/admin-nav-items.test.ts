import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, activeNavItem } from './admin-nav-items';

describe('activeNavItem', () => {
  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/', 'Dashboard'],
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/listings', 'Annoncer'],
    ['/admin/listings/edit/42', 'Annoncer'],
    ['/admin/sellers/listings', 'Sælgere'],
    ['/admin/makes', 'Mærker og modeller'],
    ['/admin/extraction', 'Import'],
    ['/admin/extraction-sessions/abc', 'Import'],
    ['/admin/batches/7/review', 'Import'],
    ['/admin/toyota-pdf', 'Import'],
    ['/admin/settings', 'Indstillinger'],
    ['/admin/audit-log', 'Aktivitetslog'],
    ['/admin/analytics', 'Statistik'],
    ['/admin/henvendelser', 'Henvendelser'],
    ['/admin/henvendelser/7b1c', 'Henvendelser'],
  ])('%s → %s', (path, label) => {
    expect(activeNavItem(path)?.label).toBe(label);
  });

  it('lists the audit log before the settings', () => {
    expect(ADMIN_NAV_ITEMS.map((item) => item.label)).toEqual([
      'Dashboard',
      'Annoncer',
      'Sælgere',
      'Henvendelser',
      'Mærker og modeller',
      'Import',
      'Statistik',
      'Aktivitetslog',
      'Indstillinger',
    ]);
  });

  it('marks nothing for an unknown admin path', () => {
    expect(activeNavItem('/admin/unknown')).toBeUndefined();
  });
});
