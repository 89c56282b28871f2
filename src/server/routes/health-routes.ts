import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { jsonError } from '../http-error';
import { checkReadiness } from '../lifecycle/readiness';

export type HealthOptions = {
  /** Longest wait for the database before /ready answers 503 (a dead database must not hang the probe). */
  readyTimeoutMs?: number;
  /** True while the process shuts down: /ready answers 503 so traffic moves to other processes. */
  isShuttingDown?: () => boolean;
};

/** GET /health: the process is alive (no database). GET /ready: it can serve traffic. */
export function healthRoutes(db: Database, options: HealthOptions = {}) {
  const timeoutMs = options.readyTimeoutMs ?? 2000;
  return new Hono()
    .get('/health', (c) => c.json({ status: 'ok' }))
    .get('/ready', async (c) => {
      c.header('Cache-Control', 'no-store');
      const readiness = options.isShuttingDown?.()
        ? ({ ready: false, reason: 'shutting_down', detail: 'the process is stopping' } as const)
        : await checkReadiness(db, { timeoutMs });
      if (readiness.ready) return c.json({ status: 'ready', migrations: readiness.migrations });
      return jsonError(c, 'SERVICE_UNAVAILABLE', undefined, {
        status: 'unavailable',
        reason: readiness.reason,
        // The driver's message may name internal hosts: only the migration count is shown.
        ...(readiness.reason === 'migrations_pending' ? { detail: readiness.detail } : {}),
      });
    });
}
