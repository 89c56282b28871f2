import type { AccountThrottleRule } from '../../auth/account-throttle-rules';
import type { VisitorThrottle } from '../visitor-forms/visitor-guard';

/**
 * Enquiries per client network (ADR 064): a family or an office behind one address asking several
 * sellers in an evening stays well inside; a script does not.
 */
export const ENQUIRIES_PER_ADDRESS: AccountThrottleRule = {
  name: 'enquiry-address',
  maxAttempts: 10,
  windowSeconds: 60 * 60,
};

/** Enquiries per e-mail address: a person comparing a handful of offers; not a flood in someone's name. */
export const ENQUIRIES_PER_EMAIL: AccountThrottleRule = {
  name: 'enquiry-email',
  maxAttempts: 5,
  windowSeconds: 60 * 60,
};

export const ENQUIRY_THROTTLE_MESSAGE =
  'Du har sendt mange henvendelser på kort tid. Vent lidt, og prøv igen – eller kontakt forhandleren direkte.';

export const ENQUIRY_THROTTLE: VisitorThrottle = {
  perAddress: ENQUIRIES_PER_ADDRESS,
  perEmail: ENQUIRIES_PER_EMAIL,
  message: ENQUIRY_THROTTLE_MESSAGE,
};
