/** A link's token as the mails write it (base64url); anything else is dropped. */
export const alertToken = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[\w-]{20,100}$/.test(value) ? value : undefined;
