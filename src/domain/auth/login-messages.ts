/** Spec §8 login texts, keyed by what went wrong. */
export const LOGIN_MESSAGES = {
  invalidCredentials: 'Ugyldig e-mail eller adgangskode',
  emailNotConfirmed: 'E-mail skal bekræftes før login',
  tooManyAttempts: 'For mange login-forsøg. Prøv igen senere',
  default: 'Der opstod en fejl ved login',
  notAdmin: 'Kun administratorer har adgang til dette område',
  exception: 'Der opstod en uventet fejl ved login',
  /** Not in the spec: an account an administrator has disabled (better-auth's BANNED_USER). */
  accountDisabled: 'Kontoen er deaktiveret. Kontakt en administrator',
} as const;

/** Headings of the error box on /login (spec §8). */
export const LOGIN_FAILED_TITLE = 'Login fejlede';
export const UNEXPECTED_ERROR_TITLE = 'Der opstod en uventet fejl';

export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'Koden er forkert eller udløbet. Prøv igen',
  tooManyAttempts: LOGIN_MESSAGES.tooManyAttempts,
  expired: 'Login-forsøget er udløbet. Log ind med din adgangskode igen',
} as const;

export type AuthFailure = { status?: number | undefined; code?: string | undefined };

/** The sign-in answer of the auth API → the message the visitor reads. */
export function loginFailureMessage(failure: AuthFailure): string {
  if (failure.status === 429) return LOGIN_MESSAGES.tooManyAttempts;
  switch (failure.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_EMAIL':
    case 'INVALID_PASSWORD':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
    case 'USER_NOT_FOUND':
      return LOGIN_MESSAGES.invalidCredentials;
    case 'EMAIL_NOT_VERIFIED':
      return LOGIN_MESSAGES.emailNotConfirmed;
    case 'BANNED_USER':
      return LOGIN_MESSAGES.accountDisabled;
    default:
      return failure.status === 401 ? LOGIN_MESSAGES.invalidCredentials : LOGIN_MESSAGES.default;
  }
}

/** The answer to a two-factor code → the message shown under the code field. */
export function twoFactorFailureMessage(failure: AuthFailure): string {
  if (failure.status === 429) return TWO_FACTOR_MESSAGES.tooManyAttempts;
  if (failure.code === 'INVALID_TWO_FACTOR_COOKIE' || failure.code === 'TWO_FACTOR_NOT_ENABLED') {
    return TWO_FACTOR_MESSAGES.expired;
  }
  return TWO_FACTOR_MESSAGES.invalidCode;
}

/** Only a path on this site may follow a login; anything else (//evil.example, https://…) goes to /admin. */
export function safeRedirectPath(redirectTo: string | undefined, fallback = '/admin'): string {
  if (!redirectTo?.startsWith('/') || redirectTo.startsWith('//') || redirectTo.includes('\\')) {
    return fallback;
  }
  return redirectTo;
}
