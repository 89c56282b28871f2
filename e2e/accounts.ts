/** Accounts the e2e server starts with (playwright.config.ts creates them with the account commands). */
export const DEMO_ADMIN = { email: 'admin@leasingmatch.dk', password: 'leasingmatch-demo' };
export const MEMBER = { email: 'medlem@leasingmatch.dk', password: 'medlem-uden-rolle' };
/** A second administrator, for two admins editing the same record (ADR 037). */
export const COLLEAGUE_ADMIN = { email: 'kollega@leasingmatch.dk', password: 'kollega-admin-1' };
/**
 * Only the two-factor test signs in with these, one per Playwright project: turning two-factor on
 * changes how the account logs in.
 */
export const TWO_FACTOR_ADMINS = ['desktop', 'phone'].map((project) => ({
  project,
  email: `tofaktor-${project}@leasingmatch.dk`,
  password: 'tofaktor-admin-1',
}));

let ipCounter = 0;
/**
 * A client address of its own for a test (the e2e server trusts x-forwarded-for), so sign-in rate
 * limits from one test never spill into another.
 */
export function uniqueClientIp(): string {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}
