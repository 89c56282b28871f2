// Its own module so the admin route's search schema (in the entry chunk) does not pull in the
// ingestion API's zod schemas.
export const extractionSessionStatuses = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type ExtractionSessionStatus = (typeof extractionSessionStatuses)[number];
