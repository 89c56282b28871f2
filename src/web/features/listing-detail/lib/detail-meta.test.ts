import { describe, expect, it } from 'vitest';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { detailPageMeta, offerTermsLine } from './detail-meta';

describe('offerTermsLine', () => {
  it('writes the deposit "udb." as the cards do', () => {
    const listing = { mileage_per_year: 20_000, period_months: 36, first_payment: 4_995 } as ListingDetail;
    expect(offerTermsLine(listing)).toBe('20.000 km/år • 36 mdr. • udb. 4.995 kr.');
  });
});

describe('detailPageMeta', () => {
  const listing = {
    make: 'Skoda',
    model: 'Enyaq',
    variant: '85',
    seller_name: 'Skoda Syd',
    monthly_price: 4_795,
    mileage_per_year: 15_000,
    period_months: 36,
    first_payment: 29_995,
    total_cost: 202_615,
  } as ListingDetail;

  it('names the price of live offers', () => {
    expect(detailPageMeta({ ...listing, offers_expired: false }).title).toBe(
      'Skoda Enyaq 85 – privatleasing fra 4.795 kr./md.',
    );
  });

  it('names no price once the offers have expired (ADR 056)', () => {
    expect(detailPageMeta({ ...listing, offers_expired: true })).toEqual({
      title: 'Skoda Enyaq 85 – tilbuddene er udløbet',
      description:
        'Tilbuddene på Skoda Enyaq 85 hos Skoda Syd er udløbet. Se de aktuelle leasingtilbud på Leasingmatch.',
    });
  });
});
