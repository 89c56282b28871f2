import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SameCarOffer } from '../../../domain/listings/same-car-api';
import { renderAdminPage, SLOW, testQueryClient } from '../../test-support/render-admin-page';
import { LazySameCarSection } from './lazy-same-car-section';
import { sameCarQuery } from './same-car-query';

const THIS = '11111111-1111-4111-8111-111111111111';
const listing = {
  id: THIS,
  display_monthly_price: 2995,
  selected_mileage: 15000,
  selected_term: 36,
  selected_deposit: 4995,
};
const offer = (id: string, seller_name: string, monthly_price: number): SameCarOffer => ({
  id,
  seller_name,
  variant: 'Style 1.0 TSI 95 HK',
  monthly_price,
  mileage_per_year: 15000,
  period_months: 36,
  first_payment: 4995,
});

function renderSection(offers: SameCarOffer[]) {
  const key = sameCarQuery(THIS, { km: 15000, mdr: 36, udb: 4995 }).queryKey;
  renderAdminPage(
    '/listing/x',
    {
      '/listing/x': () => (
        <main>
          <h1>Bil</h1>
          <LazySameCarSection {...listing} />
        </main>
      ),
    },
    testQueryClient([[key, { offers }]]),
  );
}

/** The section comes into view as soon as it is observed. */
class InView {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

describe('Samme bil hos andre forhandlere (ADR 071)', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', InView);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the other sellers at this page's offer with the difference to it", async () => {
    renderSection([
      offer('22222222-2222-4222-8222-222222222222', 'Amager Auto', 2795),
      offer(THIS, 'Bilhuset Vest', 2995),
      offer('33333333-3333-4333-8333-333333333333', 'Center Biler', 3095),
      { ...offer('44444444-4444-4444-8444-444444444444', 'Djurs Bilcenter', 2595), first_payment: 0 },
    ]);
    const section = await screen.findByRole('region', { name: 'Samme bil hos andre forhandlere' }, SLOW);
    expect(section.textContent).toContain('Ved 15.000 km/år, 36 mdr. og 4.995 kr. i udbetaling.');
    const rows = within(section)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Amager Auto2.795 kr./md.200 kr./md. billigere',
      'Center Biler3.095 kr./md.100 kr./md. dyrere',
      'Djurs Bilcenter2.595 kr./md.Ved 15.000 km/år, 36 mdr. og 0 kr. i udbetaling',
    ]);
    expect(within(section).queryByRole('link', { name: 'Bilhuset Vest' })).toBeNull();
  });

  it('shows nothing when no other seller offers the car', async () => {
    renderSection([offer(THIS, 'Bilhuset Vest', 2995)]);
    await screen.findByRole('heading', { name: 'Bil' }, SLOW);
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.body.textContent).not.toContain('Samme bil');
  });
});
