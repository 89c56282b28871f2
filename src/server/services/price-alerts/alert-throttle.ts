import type { AccountThrottleRule } from '../../auth/account-throttle-rules';
import type { VisitorThrottle } from '../visitor-forms/visitor-guard';

/** Alerts per client network: a household watching a handful of cars and searches in an evening. */
export const ALERTS_PER_ADDRESS: AccountThrottleRule = {
  name: 'price-alert-address',
  maxAttempts: 10,
  windowSeconds: 60 * 60,
};

/** Alerts (each with a confirmation mail) per e-mail address: never a flood of mails in someone's name. */
export const ALERTS_PER_EMAIL: AccountThrottleRule = {
  name: 'price-alert-email',
  maxAttempts: 5,
  windowSeconds: 60 * 60,
};

export const ALERT_THROTTLE_MESSAGE = 'Du har oprettet mange beskeder på kort tid. Vent lidt, og prøv igen.';

export const ALERT_THROTTLE: VisitorThrottle = {
  perAddress: ALERTS_PER_ADDRESS,
  perEmail: ALERTS_PER_EMAIL,
  message: ALERT_THROTTLE_MESSAGE,
};
