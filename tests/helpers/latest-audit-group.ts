import type { AuditLogEntry, AuditLogPage } from '../../src/domain/admin/audit-log-search-params';
import type { AuditEntity } from '../../src/domain/admin/audit-vocabulary';
import type { AuthContext } from './auth-test-context';

/**
 * The newest grouped entry of one type in the audit log, read through the API as the log page reads it,
 * with the steps it opens to (`?group=`).
 */
export async function latestAuditGroup(
  ctx: AuthContext,
  cookie: string,
  entity: AuditEntity,
): Promise<{ entry: AuditLogEntry | undefined; steps: AuditLogEntry[] }> {
  const read = async (query: string) => {
    const response = await ctx.request(`/api/admin/audit-log?${query}`, { headers: { cookie } });
    return ((await response.json()) as AuditLogPage).entries;
  };
  const [entry] = await read(`entity=${entity}`);
  return { entry, steps: entry ? await read(`group=${entry.id}`) : [] };
}
