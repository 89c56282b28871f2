import { Hono } from 'hono';
import type { AdminEnv } from '../../auth/require-admin';

/**
 * Every admin endpoint hangs off this router, mounted behind requireAdmin in app.ts;
 * admin-authorization.db.test.ts walks the registered routes and proves each one is guarded.
 */
export function adminRoutes() {
  return new Hono<AdminEnv>().get('/me', (c) => c.json(c.get('admin')));
}
