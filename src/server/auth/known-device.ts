import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';

/**
 * A browser that has signed in to an account (both factors) or reset its password through the mailed link
 * is a known device of that account (ADR 036, issue 26). Its attempts are counted on its own, so strangers'
 * failures never shut the owner's own browser out. The cookie is signed with the auth secret (it cannot be
 * made up for an account), HttpOnly, sent only to the auth endpoints, and outlives sign-outs.
 */
export type KnownDevice = { userId: string; deviceId: string };

export const KNOWN_DEVICE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
const COOKIE_PATH = '/api/auth';

export type KnownDevices = {
  /** The device a request's cookie names, when its signature holds; undefined otherwise. */
  of: (request: Request | undefined) => KnownDevice | undefined;
  /** The cookie that makes the requesting browser a known device of the user (keeps its id when it has one). */
  cookieFor: (
    userId: string,
    current: KnownDevice | undefined,
  ) => {
    name: string;
    value: string;
    attributes: {
      httpOnly: true;
      secure: boolean;
      sameSite: 'lax';
      path: string;
      maxAge: number;
    };
  };
};

export function knownDevices(config: { secret: string; production: boolean }): KnownDevices {
  // __Secure- makes the browser refuse the cookie from anything but HTTPS.
  const name = config.production ? '__Secure-leasingmatch.known_device' : 'leasingmatch.known_device';
  const sign = (payload: string) =>
    createHmac('sha256', config.secret).update(`known-device:${payload}`).digest('base64url');

  const read = (value: string | undefined): KnownDevice | undefined => {
    if (!value) return undefined;
    const lastDot = value.lastIndexOf('.');
    const firstDot = value.indexOf('.');
    if (firstDot <= 0 || lastDot <= firstDot) return undefined;
    const payload = value.slice(0, lastDot);
    const given = Buffer.from(value.slice(lastDot + 1));
    const expected = Buffer.from(sign(payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { deviceId: value.slice(0, firstDot), userId: value.slice(firstDot + 1, lastDot) };
  };

  return {
    of: (request) => {
      const header = request?.headers.get('cookie');
      return header ? read(parse(header, name)[name]) : undefined;
    },
    cookieFor: (userId, current) => {
      const deviceId = current?.userId === userId ? current.deviceId : randomBytes(16).toString('base64url');
      const payload = `${deviceId}.${userId}`;
      return {
        name,
        value: `${payload}.${sign(payload)}`,
        attributes: {
          httpOnly: true,
          secure: config.production,
          sameSite: 'lax',
          path: COOKIE_PATH,
          maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
        },
      };
    },
  };
}
