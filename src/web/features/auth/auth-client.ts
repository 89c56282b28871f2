import { createAuthClient } from 'better-auth/client';
import { twoFactorClient } from 'better-auth/client/plugins';

/**
 * better-auth's browser client: cookie sessions on our own origin (ADR 014). Loaded only by /login
 * and the admin area, never by the public pages.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [twoFactorClient()],
});
