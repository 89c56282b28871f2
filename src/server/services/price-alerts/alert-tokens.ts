import { createHash, randomBytes } from 'node:crypto';

/** A link's secret: 32 random bytes; only its hash is stored (ADR 072). */
export function newAlertToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAlertToken(token) };
}

export function hashAlertToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The pages a mail links to (their routes are src/web/routes/besked and mine-beskeder). */
export function alertLinks(publicOrigin: string, manageToken: string) {
  const query = `token=${encodeURIComponent(manageToken)}`;
  return {
    unsubscribeUrl: `${publicOrigin}/besked/afmeld?${query}`,
    manageUrl: `${publicOrigin}/mine-beskeder?${query}`,
  };
}

export function confirmUrl(publicOrigin: string, confirmToken: string): string {
  return `${publicOrigin}/besked/bekraeft?token=${encodeURIComponent(confirmToken)}`;
}
