import type { Server } from 'node:http';

export type ShutdownParts = {
  /** The HTTP server (stops accepting at once, then waits for open requests). */
  server: Pick<Server, 'close' | 'closeIdleConnections'>;
  /** Stops the job worker and hands a running job back to the queue. */
  stopWorker: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  /** After this the process exits with 1 whatever is still open. */
  timeoutMs: number;
  log: (message: string) => void;
  exit: (code: number) => void;
};

export type Lifecycle = {
  /** True from the first signal on: /api/ready answers 503 so a load balancer stops sending traffic. */
  isShuttingDown: () => boolean;
  shutdown: (signal: string) => Promise<void>;
};

function closeServer(server: ShutdownParts['server']): Promise<void> {
  // Keep-alive connections that finish their request later are closed as soon as they are idle.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  }).finally(() => clearInterval(sweep));
}

/**
 * Stop accepting, let open requests finish, hand running jobs back (another process claims them at its
 * next poll instead of waiting for the lease to expire), close the database, exit 0; exit 1 after
 * `timeoutMs` if something hangs.
 */
export function createLifecycle(parts: ShutdownParts): Lifecycle {
  let stopping: Promise<void> | undefined;
  const run = async (signal: string) => {
    const started = Date.now();
    parts.log(`${signal} received, finishing open requests…`);
    const hardExit = setTimeout(() => {
      parts.log(`Shutdown took longer than ${parts.timeoutMs} ms, exiting.`);
      parts.exit(1);
    }, parts.timeoutMs);
    hardExit.unref();
    try {
      await Promise.all([closeServer(parts.server), parts.stopWorker()]);
      await parts.closeDatabase();
      parts.log(`Stopped in ${Date.now() - started} ms.`);
      parts.exit(0);
    } catch (error) {
      parts.log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      parts.exit(1);
    }
  };
  return {
    isShuttingDown: () => stopping !== undefined,
    shutdown: (signal) => {
      stopping ??= run(signal);
      return stopping;
    },
  };
}
