import type { Database } from '../../db/client';
import { ensureAccount, hasAnyAdmin } from './accounts';
import type { Auth } from './create-auth';

/** Development only: the account `npm start` prints, so a new developer can open /admin at once. */
export const DEMO_ADMIN = { email: 'admin@leasingmatch.dk', password: 'leasingmatch-demo' } as const;

export async function ensureDemoAdmin(auth: Auth, db: Database): Promise<boolean> {
  if (await hasAnyAdmin(db)) return false;
  await ensureAccount(auth, db, { ...DEMO_ADMIN, name: 'Demo-administrator', admin: true });
  return true;
}
