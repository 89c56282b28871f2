import { Link } from '@tanstack/react-router';
import type { AuditFieldChange } from '../../../../domain/admin/audit-diff';
import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import { auditFieldLabel } from './audit-field-labels';
import { entityLabel, entityLink, entityName } from './audit-labels';

const linkClass = 'font-medium text-brand-800 underline-offset-2 hover:underline';

/** "Annonce Toyota Yaris" with a link to it where it can still be opened. */
export function AuditEntity({ entry }: { entry: AuditLogEntry }) {
  const link = entityLink(entry);
  const name = entityName(entry);
  return (
    <span>
      <span className="text-zinc-600">{entityLabel(entry.entity)}</span>{' '}
      {link && name ? (
        <Link {...link} className={linkClass}>
          {name}
        </Link>
      ) : (
        <span className="font-medium text-zinc-900">{name}</span>
      )}
    </span>
  );
}

/** A field value as the admin reads it: text as is, lists joined, objects as compact JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nej';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.length ? value.join(', ') : '–';
  }
  return JSON.stringify(value);
}

export function AuditDiffTable({ changes }: { changes: AuditFieldChange[] }) {
  if (!changes.length) return <p className="text-sm text-zinc-600">Ingen felter ændret.</p>;
  return (
    <table className="w-full table-fixed border-collapse text-left text-sm">
      <thead>
        <tr className="text-xs text-zinc-600 uppercase">
          <th scope="col" className="w-1/4 py-1 pr-3 font-semibold">
            Felt
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Før
          </th>
          <th scope="col" className="py-1 font-semibold">
            Efter
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} className="border-t border-zinc-200 align-top">
            <th scope="row" className="py-1.5 pr-3 text-xs font-medium break-words text-zinc-800">
              {auditFieldLabel(change.field)}
            </th>
            <td className="py-1.5 pr-3 break-words text-red-800">
              <del className="no-underline">{formatAuditValue(change.before)}</del>
            </td>
            <td className="py-1.5 break-words text-green-800">
              <ins className="no-underline">{formatAuditValue(change.after)}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
