import { Socket } from 'node:net';

/**
 * A socket that turns a clean close before the server sent a single byte into an error.
 *
 * postgres.js 3.4.9 (porsager/postgres#1193) reconnects without delay and never settles the waiting
 * query when the server end closes cleanly during startup, as a TCP proxy or load balancer in front
 * of a stopped database does: requests hung until the database came back. As an error the query is
 * rejected with CONNECTION_CLOSED, which the app answers with 503.
 */
class StartupCloseSocket extends Socket {
  private answered = false;

  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'data') this.answered = true;
    // Without a listener, an 'error' event would throw out of the close.
    if (event === 'close' && args[0] === false && !this.answered && this.listenerCount('error') > 0) {
      const error = Object.assign(new Error('The database closed the connection before it answered'), {
        code: 'CONNECTION_CLOSED',
      });
      super.emit('error', error);
    }
    return super.emit(event, ...args);
  }
}

export type SocketTarget = {
  host: readonly string[];
  port: readonly number[];
  path?: string | false;
  connect_timeout?: number;
};

/**
 * postgres.js's `socket` option: connects to the first host (we configure one) within
 * `connect_timeout` seconds, as postgres.js would itself.
 */
export function connectStartupCloseSocket(target: SocketTarget): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = new StartupCloseSocket();
    const timeoutMs = (target.connect_timeout ?? 30) * 1000;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        Object.assign(new Error('The database did not accept the connection in time'), {
          code: 'CONNECT_TIMEOUT',
        }),
      );
    }, timeoutMs);
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(socket);
    });
    if (target.path) socket.connect(target.path);
    else socket.connect(target.port[0] ?? 5432, target.host[0] ?? 'localhost');
  });
}
