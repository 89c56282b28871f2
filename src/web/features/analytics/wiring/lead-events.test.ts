import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { analyticsEventSchema } from '../../../../domain/analytics/analytics-event';
import { validAnalyticsEvents } from '../../../../domain/analytics/analytics-event-examples';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { leadEvents } from './lead-events';
import type { TrackingCore } from './tracking-core';

const listing = {
  id: '2b0d3c64-8a7e-4a51-9f4e-1f0a8a1c2d3e',
  seller_id: '7c1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  seller_name: 'Nordisk Bilhus',
  mileage_per_year: 20_000,
  period_months: 36,
  first_payment: 4_995,
  monthly_price: 3_695,
} as ListingDetail;
const form = { surface: 'inline' as const, sessionId: 'b7f0c9a2-1d3e-4f5a-8b6c-7d8e9f0a1b2c' };

function sent(send: (events: ReturnType<typeof leadEvents>) => void) {
  const tracked: { name: string; fields: Record<string, unknown> }[] = [];
  const core = {
    tracker: { track: (name: string, fields: Record<string, unknown>) => tracked.push({ name, fields }) },
  };
  send(leadEvents(core as unknown as TrackingCore));
  return tracked;
}

/** The event as the collector gets it: the tracker's envelope (from the example) around the fields. */
const asCollected = ({ name, fields }: { name: string; fields: Record<string, unknown> }) =>
  z.safeParse(analyticsEventSchema, {
    ...validAnalyticsEvents[name as 'lead_submit'],
    ...fields,
    event: name,
  });

describe('leadEvents', () => {
  it.each([
    ['lead_form_open', (events: ReturnType<typeof leadEvents>) => events.formOpened(listing, form)],
    ['lead_submit', (events: ReturnType<typeof leadEvents>) => events.submitted(listing, form)],
    [
      'lead_submit_failed',
      (events: ReturnType<typeof leadEvents>) =>
        events.submitFailed(listing, form, 'validation', ['email', 'phone']),
    ],
  ])('%s names the listing, the seller and the offer shown, and passes the collector', (name, send) => {
    const [event] = sent(send);
    expect(event?.name).toBe(name);
    expect(event?.fields).toMatchObject({
      listing_id: listing.id,
      seller_id: listing.seller_id,
      ui_surface: 'inline',
      lead_form_session_id: form.sessionId,
      mileage_km_per_year: 20_000,
      term_months: 36,
      first_payment_dkk: 4_995,
      monthly_price_dkk: 3_695,
    });
    expect(event && asCollected(event).success).toBe(true);
  });

  it('names the invalid fields only for a validation failure', () => {
    const [validation] = sent((events) => events.submitFailed(listing, form, 'validation', ['email']));
    const [network] = sent((events) => events.submitFailed(listing, form, 'network', ['email']));
    expect(validation?.fields.invalid_fields).toEqual(['email']);
    expect(network?.fields).not.toHaveProperty('invalid_fields');
    expect(network && asCollected(network).success).toBe(true);
  });
});
