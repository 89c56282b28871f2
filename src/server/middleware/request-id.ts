import { randomUUID } from 'node:crypto';

/** Ids a proxy or client may hand us: bounded, and only characters that are safe in a log line. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming `x-request-id` when it is well-formed, else a new UUID. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
