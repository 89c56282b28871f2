import { describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_MAX_AGE_SECONDS, knownDevices } from './known-device';

const devices = knownDevices({ secret: 'a-secret-for-known-devices', production: false });
const requestWith = (cookie: string) =>
  new Request('http://localhost/api/auth/sign-in/email', { headers: { cookie } });

describe('known-device cookie', () => {
  it('names the device and user it was made for, and keeps the device id when renewed for the same user', () => {
    const cookie = devices.cookieFor('user-1', undefined);
    const device = devices.of(requestWith(`other=1; ${cookie.name}=${cookie.value}`));
    expect(device).toEqual({ userId: 'user-1', deviceId: expect.any(String) });
    expect(devices.cookieFor('user-1', device).value).toBe(cookie.value);
    expect(devices.cookieFor('user-2', device).value).not.toContain(device?.deviceId);
    expect(cookie.attributes).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
    });
  });

  it('is refused when anything in it is changed or it was signed with another secret', () => {
    const cookie = devices.cookieFor('user-1', undefined);
    const [deviceId, userId, signature] = cookie.value.split('.');
    const forged = [
      `${deviceId}.user-2.${signature}`,
      `x${deviceId}.${userId}.${signature}`,
      `${deviceId}.${userId}.${signature?.slice(1)}`,
      `${deviceId}.${userId}`,
      knownDevices({ secret: 'another-secret', production: false }).cookieFor('user-1', undefined).value,
    ];
    for (const value of forged) expect(devices.of(requestWith(`${cookie.name}=${value}`))).toBeUndefined();
    expect(devices.of(undefined)).toBeUndefined();
  });

  it('is Secure under a __Secure- name in production', () => {
    const cookie = knownDevices({ secret: 's', production: true }).cookieFor('user-1', undefined);
    expect(cookie.name.startsWith('__Secure-')).toBe(true);
    expect(cookie.attributes.secure).toBe(true);
  });
});
