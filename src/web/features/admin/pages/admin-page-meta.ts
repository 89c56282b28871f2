import { useMatches } from '@tanstack/react-router';
import { usePageMeta } from '../../../lib/use-page-meta';
import type { FileRoutesById } from '../../../route-tree.gen';

type AdminRouteId = Extract<keyof FileRoutesById, `/admin/${string}`>;

/**
 * Each admin screen's tab title. They live here, in the admin code the /admin route loads, and not
 * in the routes' `head` option: route options other than the components are in the public pages'
 * entry chunk (ADR 017). Typed by the route tree, so a new admin route needs its title here.
 */
const ADMIN_TITLES: Record<AdminRouteId, string> = {
  '/admin/': 'Dashboard',
  '/admin/dashboard': 'Dashboard',
  '/admin/analytics': 'Statistik',
  '/admin/audit-log': 'Aktivitetslog',
  '/admin/extraction': 'Import af prislister',
  '/admin/settings': 'Indstillinger',
  '/admin/toyota-pdf': 'Toyota-prisliste',
  '/admin/extraction-sessions/': 'Udtrækninger',
  '/admin/extraction-sessions/$id': 'Udtrækning',
  '/admin/listings/': 'Annoncer',
  '/admin/listings/create': 'Opret annonce',
  '/admin/listings/edit/$id': 'Rediger annonce',
  '/admin/sellers/': 'Sælgere',
  '/admin/sellers/create': 'Opret sælger',
  '/admin/sellers/edit/$id': 'Rediger sælger',
  '/admin/sellers/listings': 'Sælgerens annoncer',
  '/admin/henvendelser/': 'Henvendelser',
  '/admin/henvendelser/$id': 'Henvendelse',
  '/admin/makes': 'Mærker og modeller',
  '/admin/batches/$batchId/review': 'Gennemgang af ændringer',
};

/** Title of an admin tab: "<screen> · Admin | Leasingmatch", so several open tabs stay apart. */
export function adminPageTitle(routeId: string): string | undefined {
  const title = (ADMIN_TITLES as Record<string, string | undefined>)[routeId];
  return title ? `${title} · Admin` : undefined;
}

/** Sets the current admin screen's title and description; rendered once by the /admin layout route. */
export function AdminPageMeta() {
  const routeId = useMatches({ select: (matches) => matches[matches.length - 1]?.routeId ?? '' });
  usePageMeta({ title: adminPageTitle(routeId), description: 'Leasingmatch administration.' });
  return null;
}
