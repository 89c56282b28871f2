import { describe, expect, it } from 'vitest';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { offerTermsLine } from './detail-meta';

describe('offerTermsLine', () => {
  it('writes the deposit "udb." as the cards do', () => {
    const listing = { mileage_per_year: 20_000, period_months: 36, first_payment: 4_995 } as ListingDetail;
    expect(offerTermsLine(listing)).toBe('20.000 km/år • 36 mdr. • udb. 4.995 kr.');
  });
});
