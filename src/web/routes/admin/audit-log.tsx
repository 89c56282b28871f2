import { createFileRoute } from '@tanstack/react-router';
import { auditLogSearchSchema } from '../../../domain/admin/audit-log-search-params';
import { AuditLogPage } from '../../features/admin/audit-log/audit-log-page';

export const Route = createFileRoute('/admin/audit-log')({
  // Links may leave out every param (each is optional and falls back to undefined).
  validateSearch: auditLogSearchSchema,
  component: AuditLogRoute,
});

function AuditLogRoute() {
  return <AuditLogPage search={Route.useSearch()} />;
}
