import { useQuery } from '@tanstack/react-query';
import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import { Spinner } from '../../../components/ui/spinner';
import { AuditEntryItem } from './audit-entry-item';
import { AuditEntity } from './audit-entry-parts';
import { actionLabel } from './audit-labels';
import { auditLogQueries } from './get-audit-log';

/** The steps of one grouped write (the listings one batch apply changed), fetched when it is opened. */
export function AuditGroupSteps({ groupId }: { groupId: string }) {
  const query = useQuery(auditLogQueries.group(groupId));
  if (query.isError) return <p className="text-sm text-red-800">Der opstod en fejl ved hentning af data</p>;
  if (!query.data) return <Spinner label="Henter ændringerne…" />;
  return <AuditStepList steps={query.data.entries} />;
}

export function AuditStepList({ steps }: { steps: AuditLogEntry[] }) {
  return (
    <ul className="divide-y divide-zinc-200 rounded-lg bg-white ring-1 ring-zinc-200">
      {steps.map((step) => (
        <AuditStep key={step.id} step={step} />
      ))}
    </ul>
  );
}

function AuditStep({ step }: { step: AuditLogEntry }) {
  return (
    <AuditEntryItem entry={step} detailsId={`audit-step-${step.id}`} className="px-3 py-1.5 text-sm">
      <span className="font-medium text-zinc-900">{actionLabel(step.action)}</span>
      <AuditEntity entry={step} />
    </AuditEntryItem>
  );
}
