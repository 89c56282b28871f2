import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { bulkEditListingsSchema } from './bulk-edit-listings';
import { bulkListingActionSchema } from './listing-form-schema';
import { listingsFilterOf, selectionChangedMessage, selectionOf } from './listing-selection';

const id = '6c1f0a4e-0c1a-4b7a-9a51-2f4f6f4f0001';

describe('listing selection (issue 25)', () => {
  it('is the ticked ids or a filter with the count the admin saw, never both or neither', () => {
    const ok = (body: unknown) => z.safeParse(bulkListingActionSchema, body).success;
    expect(ok({ action: 'activate', ids: [id] })).toBe(true);
    expect(ok({ action: 'activate', filter: { status: 'pending' }, expected_count: 134 })).toBe(true);
    expect(ok({ action: 'activate', filter: {}, expected_count: 1_000 })).toBe(true);
    expect(ok({ action: 'activate' })).toBe(false);
    expect(ok({ action: 'activate', ids: [id], filter: {}, expected_count: 1 })).toBe(false);
    expect(ok({ action: 'activate', filter: {} })).toBe(false);
    expect(ok({ action: 'activate', filter: {}, expected_count: 1_001 })).toBe(false);
    expect(ok({ action: 'activate', filter: { quality: 'bad' }, expected_count: 1 })).toBe(false);
    const edit = (body: unknown) => z.safeParse(bulkEditListingsSchema, body).success;
    expect(edit({ filter: { seller_id: id }, expected_count: 3, body_type: 'SUV' })).toBe(true);
    expect(edit({ filter: { seller_id: id }, body_type: 'SUV' })).toBe(false);
  });

  it('reads the parsed body as one kind of selection', () => {
    expect(selectionOf({ ids: [id] })).toEqual({ ids: [id] });
    expect(selectionOf({ filter: { search: 'kia' }, expected_count: 3 })).toEqual({
      filter: { search: 'kia' },
      expected_count: 3,
    });
  });

  it("takes the list's search without its page and unset fields", () => {
    expect(listingsFilterOf({ search: 'kia', status: undefined, quality: 'missing_price', page: 3 })).toEqual(
      {
        search: 'kia',
        quality: 'missing_price',
      },
    );
  });

  it('says in Danish that nothing changed', () => {
    expect(selectionChangedMessage(1, 2)).toBe(
      'Filteret matcher nu 1 annonce, ikke 2. Intet blev ændret – se listen igen, og prøv på ny.',
    );
  });
});
