import type { AuditActor } from '../../../db/audit/record-audit';
import type { Database } from '../../../db/client';
import type { Auth } from '../../auth/create-auth';
import type { AdminUser } from '../../auth/require-admin';
import type { CatalogCache } from '../../catalog/catalog-cache';

/** What the admin routers need; app.ts builds it once. */
export type AdminDeps = { db: Database; auth: Auth; catalog: CatalogCache };

export const auditActor = (admin: AdminUser): AuditActor => ({ id: admin.id, email: admin.email });
