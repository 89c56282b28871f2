import {
  BarChart3,
  CarFront,
  FileUp,
  History,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Store,
  Tags,
} from 'lucide-react';

export type AdminNavItem = { label: string; to: string; icon: LucideIcon; exact?: boolean };

/**
 * The sidebar of the admin area; Import gathers the extraction sessions and the Toyota price list,
 * Mærker og modeller the catalogue's names and aliases, Henvendelser the leads inbox, Statistik is the analytics report, Aktivitetslog the audit log of every admin write.
 */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, exact: true },
  { label: 'Annoncer', to: '/admin/listings', icon: CarFront },
  { label: 'Sælgere', to: '/admin/sellers', icon: Store },
  { label: 'Henvendelser', to: '/admin/henvendelser', icon: Inbox },
  { label: 'Mærker og modeller', to: '/admin/makes', icon: Tags },
  { label: 'Import', to: '/admin/extraction-sessions', icon: FileUp },
  { label: 'Statistik', to: '/admin/analytics', icon: BarChart3 },
  { label: 'Aktivitetslog', to: '/admin/audit-log', icon: History },
  { label: 'Indstillinger', to: '/admin/settings', icon: Settings },
];

/** Which item a path belongs to: /admin/dashboard is the dashboard, /admin/extraction and /admin/batches are Import. */
export function activeNavItem(pathname: string): AdminNavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin' || path === '/admin/dashboard') return ADMIN_NAV_ITEMS[0];
  if (/^\/admin\/(extraction|batches|toyota-pdf)/.test(path))
    return ADMIN_NAV_ITEMS.find((item) => item.to === '/admin/extraction-sessions');
  return ADMIN_NAV_ITEMS.find((item) => !item.exact && (path === item.to || path.startsWith(`${item.to}/`)));
}
