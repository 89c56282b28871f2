import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { validAnalyticsEvents } from '../../src/domain/analytics/analytics-event-examples';
import { setupAuthApp } from '../helpers/auth-test-context';
import { expectCleanAnswer, readAnswer } from './clean-answer';
import { fuzzRuns } from './fuzz-config';

/**
 * The public collector stores a batch as one jsonb parameter, so one string PostgreSQL cannot store (a
 * lone surrogate, a NUL) in any field of any valid event must not fail the whole request.
 */
const context = setupAuthApp();
const examples = Object.values(validAnalyticsEvents) as Record<string, unknown>[];

function stringFields(event: Record<string, unknown>): string[] {
  return Object.entries(event)
    .filter(([, value]) => typeof value === 'string')
    .map(([key]) => key);
}

const eventWithBadText = fc.constantFrom(...examples).chain((event) =>
  fc.record({
    event: fc.constant(event),
    field: fc.constantFrom(...stringFields(event)),
    text: fc.constantFrom('\ud800', 'a\udfffb', 'x\u0000y', '\u0000'),
    prefix: fc.boolean(),
  }),
);

async function storedEvents(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    context.handle.db,
    sql`select count(*)::int as n from analytics_events`,
  );
  return row?.n ?? 0;
}

describe('POST /api/events with text PostgreSQL cannot store', () => {
  it('answers without a 5xx and still stores the batch’s other events', async () => {
    await fc.assert(
      fc.asyncProperty(eventWithBadText, async ({ event, field, text, prefix }) => {
        const bad = { ...event, [field]: prefix ? `${String(event[field])}${text}` : text };
        const before = await storedEvents();
        const response = await context.request('/api/events', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ events: [validAnalyticsEvents.page_view, bad] }),
        });
        const answer = await readAnswer(response);
        expectCleanAnswer(answer, `event ${String(event.event)} ${field}=${JSON.stringify(text)}`);
        expect(answer.status).toBe(202);
        expect(await storedEvents()).toBeGreaterThan(before);
      }),
      fuzzRuns(40),
    );
  }, 60_000);
});
