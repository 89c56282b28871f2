import { createFileRoute } from '@tanstack/react-router';
import { parse } from 'zod/mini';
import { type AuditLogSearch, auditLogSearchSchema } from '../../../domain/admin/audit-log-search-params';
import { AuditLogPage } from '../../features/admin/audit-log/audit-log-page';

export const Route = createFileRoute('/admin/audit-log')({
  // A function, so links may leave out every param (each falls back to undefined).
  validateSearch: (raw: Record<string, unknown>): AuditLogSearch => parse(auditLogSearchSchema, raw),
  component: AuditLogRoute,
});

function AuditLogRoute() {
  return <AuditLogPage search={Route.useSearch()} />;
}
