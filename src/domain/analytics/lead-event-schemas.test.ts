import { describe, expect, it } from 'vitest';
import { analyticsEventSchema } from './analytics-event';
import { EXAMPLE_UUID, validAnalyticsEvents as validEvents } from './analytics-event-examples';

const LEAD_EVENTS = ['lead_form_open', 'lead_submit', 'lead_submit_failed'] as const;
type LeadExample = (typeof LEAD_EVENTS)[number] | 'lead_submit_failed_validation';

const parses = (event: unknown) => analyticsEventSchema.safeParse(event).success;
const withField = (name: LeadExample, patch: Record<string, unknown>) => ({ ...validEvents[name], ...patch });
const without = (name: LeadExample, key: string) => {
  const { [key]: _dropped, ...rest } = validEvents[name] as Record<string, unknown>;
  return rest;
};

/** [field, a value every lead event accepts, a value it rejects] */
const sharedFields: [string, unknown, unknown][] = [
  ['listing_id', 'abc-123', 'a b'],
  ['seller_id', EXAMPLE_UUID, ''],
  ['ui_surface', 'drawer', 'sheet'],
  ['lead_form_session_id', EXAMPLE_UUID, 'lf_1'],
  ['mileage_km_per_year', 100_000, 100_001],
  ['mileage_km_per_year', 0, -1],
  ['term_months', 1, 0],
  ['term_months', 120, 121],
  ['term_months', 48, 36.5],
  ['first_payment_dkk', 500_000, 500_001],
  ['first_payment_dkk', 0, '0'],
  ['monthly_price_dkk', 100_000, 100_001],
  ['monthly_price_dkk', 0, null],
  ['schema_version', '1', '2'],
  ['path', '/listing/abc', 'listing/abc'],
];

const requiredFields = [
  'listing_id',
  'seller_id',
  'ui_surface',
  'lead_form_session_id',
  'mileage_km_per_year',
  'term_months',
  'first_payment_dkk',
  'monthly_price_dkk',
] as const;

describe('the enquiry events lead_form_open, lead_submit and lead_submit_failed', () => {
  it.each(LEAD_EVENTS)('%s: the example is valid', (name) => {
    expect(parses(validEvents[name])).toBe(true);
  });

  describe.each(LEAD_EVENTS)('%s', (name) => {
    it.each(sharedFields)('%s accepts %j and rejects %j', (key, good, bad) => {
      expect(parses(withField(name, { [key]: good }))).toBe(true);
      expect(parses(withField(name, { [key]: bad }))).toBe(false);
    });

    it.each(requiredFields)('needs %s', (key) => {
      expect(parses(without(name, key))).toBe(false);
    });

    it('keeps nothing the visitor typed: unknown keys are stripped', () => {
      const parsed = analyticsEventSchema.parse(
        withField(name, {
          email: 'a@b.dk',
          name: 'Anna',
          phone: '+45 12 34 56 78',
          enquiry_id: EXAMPLE_UUID,
        }),
      );
      for (const key of ['email', 'name', 'phone', 'enquiry_id']) expect(parsed).not.toHaveProperty(key);
    });
  });
});

describe('lead_submit_failed', () => {
  it.each([
    ['validation', true],
    ['rate_limited', true],
    ['network', true],
    ['server', true],
    ['timeout', false],
    ['', false],
    [undefined, false],
  ])('failure_reason %j is accepted: %s', (reason, accepted) => {
    expect(parses(withField('lead_submit_failed', { failure_reason: reason }))).toBe(accepted);
  });

  it.each([
    [['email'], true],
    [['name', 'email', 'phone', 'message', 'contact_time', 'consent'], true],
    [[], false],
    [['password'], false],
    [['email', 'email', 'email', 'email', 'email', 'email', 'email'], false],
    ['email', false],
  ])('a validation failure names the fields %j: %s', (fields, accepted) => {
    expect(parses(withField('lead_submit_failed_validation', { invalid_fields: fields }))).toBe(accepted);
  });

  it.each(['rate_limited', 'network', 'server'])('a %s failure names no fields', (reason) => {
    expect(parses(withField('lead_submit_failed', { failure_reason: reason }))).toBe(true);
    expect(
      parses(withField('lead_submit_failed', { failure_reason: reason, invalid_fields: ['email'] })),
    ).toBe(false);
  });

  it('a validation failure need not name its fields', () => {
    expect(parses(without('lead_submit_failed_validation', 'invalid_fields'))).toBe(true);
  });

  it('failure_reason and invalid_fields belong to the failed event only', () => {
    const parsed = analyticsEventSchema.parse(
      withField('lead_submit', { failure_reason: 'server', invalid_fields: ['email'] }),
    );
    expect(parsed).not.toHaveProperty('failure_reason');
    expect(parsed).not.toHaveProperty('invalid_fields');
  });
});
