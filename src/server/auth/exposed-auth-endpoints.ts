/** Who may call an exposed endpoint: anyone (its own checks decide), or only a signed-in person for their own account. */
export type AuthEndpointAccess = 'public' | 'session';

export type ExposedAuthEndpoint = { method: 'GET' | 'POST'; path: string; access: AuthEndpointAccess };

/**
 * The better-auth endpoints reachable over HTTP, relative to /api/auth: what the sign-in page, the
 * mailed reset link and the admin's two-factor settings use. Everything else better-auth or a plugin
 * defines (the admin plugin's set-role, set-user-password, impersonate-user, ban-user, remove-user, …,
 * update-user, change-email, delete-user, …) answers 404, so a new plugin endpoint stays closed until
 * it is listed here. Our own audited routes call those server-side through auth.api (ADR 035).
 */
export const EXPOSED_AUTH_ENDPOINTS: readonly ExposedAuthEndpoint[] = [
  { method: 'GET', path: '/get-session', access: 'public' },
  { method: 'POST', path: '/sign-in/email', access: 'public' },
  { method: 'POST', path: '/sign-out', access: 'public' },
  { method: 'POST', path: '/request-password-reset', access: 'public' },
  // The mailed link; it redirects to the login page with the token.
  { method: 'GET', path: '/reset-password/:token', access: 'public' },
  { method: 'POST', path: '/reset-password', access: 'public' },
  // better-auth's own error page, where a reset link without a valid redirect ends.
  { method: 'GET', path: '/error', access: 'public' },
  // The second step of a sign-in: the pending sign-in's cookie, not a session, carries who it is.
  { method: 'POST', path: '/two-factor/verify-totp', access: 'public' },
  { method: 'POST', path: '/two-factor/verify-backup-code', access: 'public' },
  { method: 'POST', path: '/two-factor/enable', access: 'session' },
  { method: 'POST', path: '/two-factor/disable', access: 'session' },
];

export const AUTH_BASE_PATH = '/api/auth';

// Tokens are better-auth's generated ids: letters, digits, '-' and '_'.
const PATH_PARAMETER = '[A-Za-z0-9_-]+';

const patterns = EXPOSED_AUTH_ENDPOINTS.map((endpoint) => ({
  method: endpoint.method,
  path: new RegExp(`^${AUTH_BASE_PATH}${endpoint.path.replace(/:[^/]+/g, PATH_PARAMETER)}$`),
}));

/** True when the request (method, full URL path) is one of the exposed endpoints, matched exactly. */
export function isExposedAuthEndpoint(method: string, path: string): boolean {
  return patterns.some((pattern) => pattern.method === method && pattern.path.test(path));
}
