import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../tests/factories/catalog-factory';
import { offer } from '../../../../../tests/factories/lease-offer-factory';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../../../db/catalog-writes';
import { auditLog, settings } from '../../../../db/schema/admin';
import { listings } from '../../../../db/schema/catalog';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { DEFAULT_ENERGY_PRICES, DEFAULT_ENERGY_PRICES_DATE } from '../../../../domain/offers/energy-prices';

const ctx = setupAuthApp();
let cookie: string;
let listingId: string;

beforeAll(async () => {
  const bundle = buildCatalog([
    { make: 'Skoda', model: 'Enyaq', retailPrice: 400000, offers: [offer(15000, 36, 0, 3900)] },
  ]);
  await bulkInsertCatalog(ctx.handle.db, bundle);
  listingId = bundle.ids[0] as string;
  await ctx.handle.db
    .update(listings)
    .set({
      fuelType: 'Electric',
      consumptionL100km: null,
      consumptionKwh100km: 16.5,
      co2TaxHalfYear: 420,
    })
    .where(eq(listings.id, listingId));
  cookie = await ctx.signIn(ADMIN);
});

const versionOf = async () => {
  const response = await ctx.request('/api/admin/settings', { headers: { cookie } });
  return ((await response.json()) as { versions: Record<string, number> }).versions.energy_prices ?? 0;
};
const put = async (body: object) =>
  ctx.request('/api/admin/settings/energy_prices', {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, expectedVersion: await versionOf() }),
  });
const detail = async () => (await (await ctx.request(`/api/listings/${listingId}`)).json()) as ListingDetail;

const valid = { petrolPerLitre: 13.5, dieselPerLitre: 12.5, electricityPerKwh: 2.25 };

// Each refused value and the Danish error the admin reads beside the field.
const refused: { name: string; body: object; issues: [string, string][] }[] = [
  {
    name: 'a price typed without its decimal separator (135 kr./l)',
    body: { ...valid, petrolPerLitre: 135 },
    issues: [['petrolPerLitre', 'Højst 40,00 kr./l']],
  },
  {
    name: 'a price below any Danish price',
    body: { ...valid, dieselPerLitre: 1, electricityPerKwh: 0.1 },
    issues: [
      ['dieselPerLitre', 'Mindst 5,00 kr./l'],
      ['electricityPerKwh', 'Mindst 0,25 kr./kWh'],
    ],
  },
  {
    name: 'more than two decimals (øre)',
    body: { ...valid, electricityPerKwh: 2.255 },
    issues: [['electricityPerKwh', 'Højst to decimaler (øre)']],
  },
  {
    name: 'text and a missing field',
    body: { petrolPerLitre: 'tretten', dieselPerLitre: 12.5 },
    issues: [
      ['petrolPerLitre', 'Angiv en pris i kr./l, fx 13,50'],
      ['electricityPerKwh', 'Angiv en pris i kr./kWh, fx 2,25'],
    ],
  },
];

describe('Indstillinger › Energipriser', () => {
  it('starts at the dated defaults, which the detail page computes the running cost with', async () => {
    const cost = (await detail()).running_cost;
    expect(cost.prices).toEqual({ ...DEFAULT_ENERGY_PRICES, asOf: DEFAULT_ENERGY_PRICES_DATE });
    // 15.000 km/år ÷ 12 × 16,5 kWh/100 km × 2,25 kr./kWh = 464,06 kr.; 420 kr. a half year = 70 kr./md.
    expect(cost.energy).toMatchObject({ status: 'computed', monthly: 464 });
    expect(cost.total).toBe(3900 + 70 + 464);
  });

  it.each(refused)(
    'refuses $name with a Danish error per field and saves nothing',
    async ({ body, issues }) => {
      const response = await put(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { issues: { path: string; message: string }[] };
      expect(answer.issues.map((issue) => [issue.path, issue.message])).toEqual(issues);
      expect(await versionOf()).toBe(0);
    },
  );

  it('saves new prices with an audit entry, and the public detail uses them at once, dated the save', async () => {
    const before = Date.now();
    const response = await put({ ...valid, electricityPerKwh: 3 });
    expect(response.status).toBe(200);
    const [entry] = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.entityId, 'energy_prices'));
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'setting',
      before: DEFAULT_ENERGY_PRICES,
      after: { ...valid, electricityPerKwh: 3 },
    });

    const cost = (await detail()).running_cost;
    expect(cost.prices.electricityPerKwh).toBe(3);
    expect(Date.parse(cost.prices.asOf)).toBeGreaterThanOrEqual(before - 1000);
    // 1.250 km × 0,165 kWh × 3,00 kr. = 618,75 → 619 kr./md.
    expect(cost.energy).toMatchObject({ status: 'computed', monthly: 619 });
    expect(cost.total).toBe(3900 + 70 + 619);
  });

  it('a stored value that no longer fits reads as the defaults with their own date, never the save date', async () => {
    await ctx.handle.db
      .update(settings)
      .set({ value: { petrolPerLitre: 'gammel' } })
      .where(eq(settings.key, 'energy_prices'));
    expect((await detail()).running_cost.prices).toEqual({
      ...DEFAULT_ENERGY_PRICES,
      asOf: DEFAULT_ENERGY_PRICES_DATE,
    });
  });
});
