import { describe, expect, it } from 'vitest';
import { analyticsEventSchema } from './analytics-event';
import { validAnalyticsEvents } from './analytics-event-examples';
import { ANALYTICS_EVENT_KEYS, pickEventKeys } from './analytics-event-keys';

type Shaped = { _zod: { def: { shape?: Record<string, unknown>; options?: Shaped[] } } };

/** Every top-level key a schema (or each variant of a discriminated union) allows. */
function schemaKeys(schema: Shaped): string[] {
  const { shape, options } = schema._zod.def;
  if (shape) return Object.keys(shape);
  return [...new Set((options ?? []).flatMap(schemaKeys))];
}

const eventSchemas = (analyticsEventSchema as unknown as Shaped)._zod.def.options ?? [];

/** The event name a schema's `event` literal allows (page_view is a union of variants, all with one name). */
function eventName(schema: Shaped): string {
  const literal = schema._zod.def.shape?.event ?? schema._zod.def.options?.[0]?._zod.def.shape?.event;
  return (literal as { _zod: { def: { values: string[] } } })._zod.def.values[0] ?? '';
}

describe('the browser’s plain list of event fields matches the collector’s schemas (ADR 059)', () => {
  it('lists every event the collector accepts, and no other', () => {
    expect(Object.keys(ANALYTICS_EVENT_KEYS).sort()).toEqual(eventSchemas.map(eventName).sort());
  });

  it.each(eventSchemas.map((schema) => [eventName(schema), schemaKeys(schema)] as const))(
    '%s: the same fields as its schema',
    (event, keys) => {
      expect([...ANALYTICS_EVENT_KEYS[event as keyof typeof ANALYTICS_EVENT_KEYS]].sort()).toEqual(
        [...keys].sort(),
      );
    },
  );

  it.each(Object.entries(validAnalyticsEvents))(
    '%s: a valid example keeps every field and stays valid',
    (_name, example) => {
      const picked = pickEventKeys(example.event, {
        ...example,
        email: 'a@b.dk',
      });
      expect(picked).toEqual(example);
      expect(analyticsEventSchema.safeParse(picked).success).toBe(true);
    },
  );
});
