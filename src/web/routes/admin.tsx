import { createFileRoute } from '@tanstack/react-router';
import { AdminRouteError } from '../features/admin/guard/admin-error-screen';
import { VerifyingAccess } from '../features/admin/guard/verifying-access';
import { AdminLayout } from '../features/admin/layout/admin-layout';

/** Every /admin route sits under this guard (spec §2); the server checks the role again per request. */
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

function AdminRoute() {
  const { adminUser } = Route.useRouteContext();
  return <AdminLayout user={adminUser} />;
}
