import type { Database } from '../../db/client';
import { ensureAccount } from './accounts';
import type { Auth } from './create-auth';

/** Development only: the account `npm start` prints, so a new developer can open /admin at once. */
export const DEMO_ADMIN = { email: 'admin@leasingmatch.dk', password: 'leasingmatch-demo' } as const;

/** True when the account was created now (and its password is the one printed). */
export async function ensureDemoAdmin(auth: Auth, db: Database): Promise<boolean> {
  const result = await ensureAccount(auth, db, { ...DEMO_ADMIN, name: 'Demo-administrator', admin: true });
  return result.outcome === 'created';
}
