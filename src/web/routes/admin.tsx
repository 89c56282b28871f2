import { createFileRoute } from '@tanstack/react-router';
import { AdminRouteError } from '../features/admin/guard/admin-error-screen';
import { AdminLayout } from '../features/admin/layout/admin-layout';
import { AdminPageMeta } from '../features/admin/pages/admin-page-meta';

/**
 * Every /admin route sits under this guard (spec §2); the server checks the role again per request.
 * Only the components are split off: everything else in a route's options is in the public pages'
 * entry chunk, so admin routes keep their options minimal (titles come from AdminPageMeta; ADR 017).
 */
export const Route = createFileRoute('/admin')({
  // Imported on demand so the guard's code stays out of the public pages' bundle.
  beforeLoad: async ({ context, location }) => {
    const { requireAdminSession } = await import('../features/admin/guard/admin-guard');
    return { adminUser: await requireAdminSession(context.queryClient, location.href) };
  },
  pendingComponent: VerifyingAccess,
  pendingMs: 200,
  pendingMinMs: 300,
  errorComponent: AdminRouteError,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: AdminRoute,
});

/**
 * The guard's pending view (spec §2). The router keeps pending views in the entry chunk (they must
 * show before any route code loads), so it is tiny and lives with the route definition.
 */
function VerifyingAccess() {
  return (
    <div role="status" className="grid min-h-[60vh] place-items-center">
      <div className="flex flex-col items-center gap-3 text-zinc-700">
        <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-[spin_2s_linear_infinite]" />
        <p className="text-sm font-medium">Verificerer adgang...</p>
      </div>
    </div>
  );
}

function AdminRoute() {
  const { adminUser } = Route.useRouteContext();
  return (
    <>
      <AdminPageMeta />
      <AdminLayout user={adminUser} />
    </>
  );
}
