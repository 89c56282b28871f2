import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offer } from '../../../tests/factories/lease-offer-factory';
import { setupApiWithCatalog } from '../../../tests/helpers/api-test-context';
import type { ApiErrorBody } from '../../domain/api/endpoint';
import type { CompareAnswer, ComparedCar } from '../../domain/compare/compare-types';

const ids = Array.from({ length: 4 }, () => randomUUID());

const api = setupApiWithCatalog(() => [
  {
    id: ids[0],
    make: 'Volkswagen',
    model: 'ID.4',
    variant: 'Pro 204 HK',
    fuelType: 'Electric',
    consumptionL100km: null,
    consumptionKwh100km: 17.5,
    wltpKm: 520,
    retailPrice: 475000,
    seller: 'Bilhus Nord ApS',
    includedItems: { service: { status: 'included' }, insurance: { status: 'excluded', monthly_price: 349 } },
    offers: [offer(15000, 36, 0, 5600), offer(20000, 36, 0, 5900), offer(15000, 24, 0, 6100)],
  },
  {
    id: ids[1],
    make: 'Skoda',
    model: 'Enyaq',
    variant: '85 Sportline',
    fuelType: 'Electric',
    consumptionL100km: null,
    consumptionKwh100km: 16.2,
    wltpKm: 560,
    retailPrice: 460000,
    seller: 'Bilhus Syd ApS',
    offers: [offer(15000, 36, 0, 4800)],
  },
  { id: ids[2], make: 'Toyota', model: 'Aygo X', retailPrice: 185000, offers: [offer(15000, 36, 0, 2195)] },
  { id: ids[3], make: 'Toyota', model: 'bZ4X', status: 'pending', offers: [offer(15000, 36, 0, 3999)] },
]);

const available = (answer: CompareAnswer, index: number) => {
  const car = answer.cars[index];
  if (car?.status !== 'available') throw new Error(`car ${index} is not available`);
  return car as ComparedCar;
};

const idsOf = (...indexes: number[]) => indexes.map((index) => ids[index]).join(',');

describe('GET /api/compare', () => {
  it('prices every car at the common configuration, in the order asked for', async () => {
    const { status, body } = await api.get<CompareAnswer>(
      `/api/compare?ids=${idsOf(1, 0)}&km=20000&mdr=36&udb=0`,
    );
    expect(status).toBe(200);
    expect(body.config).toEqual({ km: 20000, mdr: 36, udb: 0 });
    expect(body.cars.map((car) => car.id)).toEqual([ids[1], ids[0]]);
    expect(body.choices).toEqual({ km: [15000, 20000], mdr: [24, 36], udb: [0] });

    const vw = available(body, 1);
    expect(vw).toMatchObject({
      make: 'Volkswagen',
      model: 'ID.4',
      variant: 'Pro 204 HK',
      seller_name: 'Bilhus Nord ApS',
      offer: { mileage_per_year: 20000, period_months: 36, first_payment: 0, monthly_price: 5900 },
      differs: [],
      total_cost: 36 * 5900,
      effective_monthly_cost: 5900,
      wltp_km: 520,
      consumption_kwh_100km: 17.5,
      included_items: { service: { status: 'included' } },
    });
    expect(vw.lease_score).toBeGreaterThan(0);
    expect(vw.lease_score_parts?.mileage).toBeGreaterThan(0);
    expect(vw.running_cost).toMatchObject({
      mileage_per_year: 20000,
      period_months: 36,
      lease_monthly: 5900,
    });

    // The Enyaq has no 20.000 km/år offer: its closest is shown and says which term differs.
    const enyaq = available(body, 0);
    expect(enyaq.offer).toEqual(offer(15000, 36, 0, 4800));
    expect(enyaq.differs).toEqual(['km']);
  });

  it('clamps the configuration as the detail page does and leaves unchosen terms open', async () => {
    const snapped = await api.get<CompareAnswer>(`/api/compare?ids=${idsOf(0)}&mdr=30`);
    expect(snapped.body.config).toEqual({ km: null, mdr: 24, udb: null });
    expect(available(snapped.body, 0)).toMatchObject({ offer: offer(15000, 24, 0, 6100), differs: [] });

    const clamped = await api.get<CompareAnswer>(`/api/compare?ids=${idsOf(0)}&km=999999`);
    expect(clamped.body.config).toEqual({ km: 50000, mdr: null, udb: null });
    expect(available(clamped.body, 0)).toMatchObject({ offer: offer(20000, 36, 0, 5900), differs: ['km'] });
  });

  it('answers unknown, inactive and expired cars as gone, not as a failure', async () => {
    const unknown = randomUUID();
    await api.handle.db.execute(
      sql`update listings set valid_until_date = '2020-01-31', order_by_date = '2020-01-31' where id = ${ids[2]}`,
    );
    const { status, body } = await api.get<CompareAnswer>(`/api/compare?ids=${idsOf(0, 3, 2)},${unknown}`);
    expect(status).toBe(200);
    expect(body.cars).toEqual([
      expect.objectContaining({ status: 'available', id: ids[0] }),
      { status: 'gone', id: ids[3] },
      { status: 'gone', id: ids[2] },
      { status: 'gone', id: unknown },
    ]);
  });

  it.each([
    ['no ids', '', 'Vælg de biler, der skal sammenlignes'],
    ['an empty list', '?ids=,', 'Vælg mindst én bil at sammenligne'],
    ['five cars', `?ids=${Array.from({ length: 5 }, () => randomUUID()).join(',')}`, 'højst 4 biler'],
    ['a malformed id', '?ids=abc', 'Et af bil-id’erne er ugyldigt'],
    ['the same car twice', `?ids=${idsOf(0, 0)}`, 'Den samme bil står flere gange'],
  ])('refuses %s with a Danish message', async (_, query, message) => {
    const { status, body } = await api.get<ApiErrorBody>(`/api/compare${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION');
    expect(body.issues?.map((issue) => issue.message).join(' ')).toContain(message);
  });
});
