import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferFreshnessNote } from './offer-freshness-note';

/** Issue 27 part 5 (ADR 056): "Pris tjekket 12. nov. 2026" and where the price came from, under the price. */
describe('OfferFreshnessNote', () => {
  it('says when the price was checked, where it came from and until when the offers hold', () => {
    render(
      <OfferFreshnessNote
        listing={{
          price_source: {
            kind: 'price_list',
            name: 'https://bilhuset.dk/skoda-prisliste.pdf',
            page: 3,
            confirmed_at: '2026-11-12T09:00:00.000Z',
          },
          offers_valid_until: '2026-12-15',
          offers_expired: false,
        }}
      />,
    );
    expect(screen.getByTestId('offer-freshness').textContent).toBe(
      'Pris tjekket 12. nov. 2026 · Fra prislisten skoda-prisliste.pdf, side 3Tilbuddet gælder til og med 15. dec. 2026',
    );
  });

  it("says 'Indtastet af admin' for an admin's price and nothing about a date the list did not state", () => {
    render(
      <OfferFreshnessNote
        listing={{
          price_source: { kind: 'admin', name: null, page: null, confirmed_at: '2026-11-12T23:30:00.000Z' },
          offers_valid_until: null,
          offers_expired: false,
        }}
      />,
    );
    // 23:30 UTC is the next day in Denmark.
    expect(screen.getByTestId('offer-freshness').textContent).toBe(
      'Pris tjekket 13. nov. 2026 · Indtastet af admin',
    );
  });
});
