import { Hono } from 'hono';
import type { AdminEnv } from '../../auth/require-admin';
import type { AdminDeps } from './admin-deps';

/**
 * Every admin endpoint hangs off this router, mounted behind requireAdmin in app.ts;
 * admin-authorization.db.test.ts walks the registered routes and proves each one is guarded.
 * Each area mounts its own router here (one line per area).
 */
export function adminRoutes(_deps: AdminDeps) {
  return new Hono<AdminEnv>().get('/me', (c) => c.json(c.get('admin')));
}
