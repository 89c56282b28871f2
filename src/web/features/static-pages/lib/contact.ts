import { getAppConfig } from '../../../lib/app-config';

/** The contact address saved under Indstillinger › Websted (the same on the server's render and in the browser). */
export function contactEmail(): string {
  return getAppConfig().contactEmail;
}

export function contactMailto(): string {
  return `mailto:${contactEmail()}`;
}
