import { describe, expect, it } from 'vitest';
import {
  LOGIN_MESSAGES,
  loginFailureMessage,
  safeRedirectPath,
  twoFactorFailureMessage,
} from './login-messages';
import { hasAdminRole, parseRoles, withRole } from './roles';

describe('loginFailureMessage', () => {
  it.each([
    [{ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' }, 'Ugyldig e-mail eller adgangskode'],
    [{ status: 403, code: 'EMAIL_NOT_VERIFIED' }, 'E-mail skal bekræftes før login'],
    [{ status: 429 }, 'For mange login-forsøg. Prøv igen senere'],
    [{ status: 429, code: 'INVALID_EMAIL_OR_PASSWORD' }, 'For mange login-forsøg. Prøv igen senere'],
    [{ status: 500, code: 'INTERNAL' }, 'Der opstod en fejl ved login'],
    [{ status: 403, code: 'BANNED_USER' }, 'Kontoen er deaktiveret. Kontakt en administrator'],
    [{ status: 401 }, 'Ugyldig e-mail eller adgangskode'],
    [{}, 'Der opstod en fejl ved login'],
  ])('%o → %s', (failure, message) => {
    expect(loginFailureMessage(failure)).toBe(message);
  });

  it('keeps the non-admin and exception texts of spec §8', () => {
    expect(LOGIN_MESSAGES.notAdmin).toBe('Kun administratorer har adgang til dette område');
    expect(LOGIN_MESSAGES.exception).toBe('Der opstod en uventet fejl ved login');
  });

  it('tells a wrong code from an expired two-factor attempt', () => {
    expect(twoFactorFailureMessage({ status: 401, code: 'INVALID_CODE' })).toMatch(/forkert/);
    expect(twoFactorFailureMessage({ status: 401, code: 'INVALID_TWO_FACTOR_COOKIE' })).toMatch(/udløbet/);
    expect(twoFactorFailureMessage({ status: 429 })).toBe('For mange login-forsøg. Prøv igen senere');
  });
});

describe('safeRedirectPath', () => {
  it.each([
    [undefined, '/admin'],
    ['', '/admin'],
    ['/admin/sellers?page=2', '/admin/sellers?page=2'],
    ['//evil.example/admin', '/admin'],
    ['https://evil.example', '/admin'],
    ['/\\evil.example', '/admin'],
    ['admin', '/admin'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

describe('roles', () => {
  it('reads better-auth comma lists', () => {
    expect(parseRoles('user, admin')).toEqual(['user', 'admin']);
    expect(parseRoles(null)).toEqual([]);
    expect(hasAdminRole('user,admin')).toBe(true);
    expect(hasAdminRole('administrator')).toBe(false);
    expect(hasAdminRole('user')).toBe(false);
    expect(withRole('user', 'admin')).toBe('user,admin');
    expect(withRole('user,admin', 'admin')).toBe('user,admin');
  });
});
