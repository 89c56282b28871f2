import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { offer } from '../../../tests/factories/lease-offer-factory';
import { setupApiWithCatalog } from '../../../tests/helpers/api-test-context';
import type { SavedListingToday } from '../../domain/api/saved-listings-api';

const api = setupApiWithCatalog(() => [
  {
    make: 'Volkswagen',
    model: 'ID.4',
    variant: 'Pro Performance 204 HK',
    retailPrice: 475000,
    offers: [offer(15000, 36, 35000, 4999), offer(20000, 24, 35000, 5499), offer(20000, 36, 0, 5900)],
  },
  { make: 'Skoda', model: 'Enyaq', retailPrice: 460000, offers: [offer(15000, 36, 35000, 4800)] },
  { make: 'Toyota', model: 'bZ4X', status: 'inactive', offers: [offer(15000, 36, 35000, 3999)] },
]);

type Answer = { items: SavedListingToday[] };

describe('GET /api/saved-listings', () => {
  it('answers each saved car at its own configuration, in the order asked', async () => {
    const [vw, skoda] = api.ids as [string, string];
    const { status, body } = await api.get<Answer>(`/api/saved-listings?cars=${skoda},${vw}:20000:24:35000`);
    expect(status).toBe(200);
    expect(body.items.map((item) => item.id)).toEqual([skoda, vw]);
    expect(body.items[0]?.listing).toMatchObject({ make: 'Skoda', monthly_price: 4800 });
    expect(body.items[1]?.listing).toMatchObject({
      monthly_price: 5499,
      selected_mileage: 20000,
      selected_term: 24,
      selected_deposit: 35000,
      offer_selection_method: 'exact',
    });
  });

  it('gives the closest offer when the saved one is no longer offered', async () => {
    const vw = api.ids[0] as string;
    const { body } = await api.get<Answer>(`/api/saved-listings?cars=${vw}:20000:48:0`);
    const listing = body.items[0]?.listing;
    expect(listing?.offer_selection_method).not.toBe('exact');
    expect([listing?.selected_mileage, listing?.selected_term, listing?.selected_deposit]).not.toEqual([
      20000, 48, 0,
    ]);
  });

  it('answers null for a listing that is not public or does not exist', async () => {
    const inactive = api.ids[2] as string;
    const unknown = randomUUID();
    const { status, body } = await api.get<Answer>(`/api/saved-listings?cars=${inactive},${unknown}`);
    expect(status).toBe(200);
    expect(body.items).toEqual([
      { id: inactive, listing: null },
      { id: unknown, listing: null },
    ]);
  });

  it.each([
    ['no cars', '', 'Angiv de gemte biler'],
    ['an empty list', '?cars=,', 'Angiv mindst én gemt bil'],
    ['a malformed id', '?cars=not-a-listing', 'Et af bil-id’erne er ugyldigt'],
    [
      'a term not offered',
      `?cars=${randomUUID()}:15000:30:0`,
      'Løbetiden skal være 12, 24, 36, 48 eller 60 måneder',
    ],
    ['a half configuration', `?cars=${randomUUID()}:15000`, 'Hver bil skrives som id eller id:km:mdr:udb'],
    [
      '51 cars',
      `?cars=${Array.from({ length: 51 }, () => randomUUID()).join(',')}`,
      'Højst 50 biler ad gangen',
    ],
  ])('refuses %s with a Danish message', async (_, query, message) => {
    const { status, body } = await api.get<{ code: string; issues: { message: string }[] }>(
      `/api/saved-listings${query}`,
    );
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION');
    expect(body.issues.map((issue) => issue.message)).toContain(message);
  });

  it('refuses the same car twice', async () => {
    const vw = api.ids[0] as string;
    const { status, body } = await api.get<{ issues: { message: string }[] }>(
      `/api/saved-listings?cars=${vw},${vw}:15000:36:0`,
    );
    expect(status).toBe(400);
    expect(body.issues.map((issue) => issue.message)).toContain('Den samme bil står flere gange');
  });
});
