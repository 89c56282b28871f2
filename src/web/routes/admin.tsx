import { createFileRoute } from '@tanstack/react-router';
import { VerifyingAccess } from '../features/admin/guard/access-denied-screen';
import { AdminRouteError } from '../features/admin/guard/admin-error-screen';
import { AdminLayout } from '../features/admin/layout/admin-layout';

/** Every /admin route sits under this guard (spec §2); the server checks the role again per request. */
export const Route = createFileRoute('/admin')({
  // Imported on demand: beforeLoad stays in the main bundle, the auth client must not (public pages).
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
