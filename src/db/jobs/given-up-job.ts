/** A job that failed for good; `reason` is Danish (shown to admins, e.g. on an extraction session). */
export type GivenUpJob<Payload = unknown> = {
  jobId: string;
  kind: string;
  payload: Payload;
  reason: string;
};
