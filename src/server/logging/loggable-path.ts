/**
 * The request path for the log: the query string is left out (it may carry tokens or personal
 * search terms), and under /api/auth everything after the action is masked, because better-auth
 * puts tokens in the path (e.g. /api/auth/reset-password/<token>).
 */
export function loggablePath(path: string): string {
  const auth = /^(\/api\/auth\/[^/]+)\/.+$/.exec(path);
  return auth ? `${auth[1]}/…` : path;
}
