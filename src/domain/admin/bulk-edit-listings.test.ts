import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  activationRefusalMessage,
  type BulkEditRow,
  bulkEditListingsSchema,
  planBulkEdit,
  refusedListingText,
} from './bulk-edit-listings';

const complete: BulkEditRow = {
  id: 'a',
  make: 'Toyota',
  model: 'Corolla',
  variant: '1.8 Hybrid Active',
  status: 'pending',
  body_type: 'Hatchback',
  fuel_type: 'Hybrid - Petrol',
  transmission: 'Automatic',
  retail_price: 300_000,
  offer_count: 2,
};
const imported: BulkEditRow = {
  ...complete,
  id: 'b',
  variant: '2.0 Hybrid GR Sport',
  body_type: null,
  retail_price: null,
};
const noOffers: BulkEditRow = { ...imported, id: 'c', model: 'C-HR', variant: null, offer_count: 0 };

describe('planBulkEdit', () => {
  const cases: {
    name: string;
    rows: BulkEditRow[];
    edit: Parameters<typeof planBulkEdit>[1];
    expected: ReturnType<typeof planBulkEdit>;
  }[] = [
    {
      name: 'activates an imported listing when the same edit brings its body type and retail price',
      rows: [imported],
      edit: { body_type: 'SUV', retail_price: 349_900, status: 'active' },
      expected: {
        kind: 'ok',
        unchanged: 0,
        edits: [
          {
            id: 'b',
            name: 'Toyota Corolla 2.0 Hybrid GR Sport',
            before: { body_type: null, retail_price: null, status: 'pending' },
            after: { body_type: 'SUV', retail_price: 349_900, status: 'active' },
            retailPriceChanged: true,
          },
        ],
      },
    },
    {
      name: 'refuses the whole activation, naming each listing that still lacks something and what',
      rows: [complete, imported, noOffers],
      edit: { retail_price: 320_000, status: 'active' },
      expected: {
        kind: 'refused',
        refused: [
          { id: 'b', name: 'Toyota Corolla 2.0 Hybrid GR Sport', missing: ['Biltype'] },
          { id: 'c', name: 'Toyota C-HR', missing: ['Biltype', 'Mindst ét tilbud'] },
        ],
      },
    },
    {
      name: 'activates a listing without a retail price: unscored, not incomplete (issue 25)',
      rows: [{ ...complete, retail_price: null }],
      edit: { status: 'active' },
      expected: {
        kind: 'ok',
        unchanged: 0,
        edits: [
          {
            id: 'a',
            name: 'Toyota Corolla 1.8 Hybrid Active',
            before: { status: 'pending' },
            after: { status: 'active' },
            retailPriceChanged: false,
          },
        ],
      },
    },
    {
      name: 'judges activation on the values after the edit (a body type fills the gap)',
      rows: [{ ...complete, body_type: null, retail_price: null }],
      edit: { body_type: 'SUV', retail_price: 300_000, status: 'active' },
      expected: {
        kind: 'ok',
        unchanged: 0,
        edits: [
          {
            id: 'a',
            name: 'Toyota Corolla 1.8 Hybrid Active',
            before: { body_type: null, retail_price: null, status: 'pending' },
            after: { body_type: 'SUV', retail_price: 300_000, status: 'active' },
            retailPriceChanged: true,
          },
        ],
      },
    },
    {
      name: 'does not judge completeness when the status is not set to active',
      rows: [noOffers],
      edit: { body_type: 'SUV' },
      expected: {
        kind: 'ok',
        unchanged: 0,
        edits: [
          {
            id: 'c',
            name: 'Toyota C-HR',
            before: { body_type: null },
            after: { body_type: 'SUV' },
            retailPriceChanged: false,
          },
        ],
      },
    },
    {
      name: 'records only the fields that change and counts listings that already had the values',
      rows: [complete, { ...complete, id: 'd', body_type: 'SUV' }],
      edit: { body_type: 'Hatchback', retail_price: 300_000 },
      expected: {
        kind: 'ok',
        unchanged: 1,
        edits: [
          {
            id: 'd',
            name: 'Toyota Corolla 1.8 Hybrid Active',
            before: { body_type: 'SUV' },
            after: { body_type: 'Hatchback' },
            retailPriceChanged: false,
          },
        ],
      },
    },
    {
      name: 'deactivates without asking for completeness',
      rows: [{ ...noOffers, status: 'active' }],
      edit: { status: 'inactive' },
      expected: {
        kind: 'ok',
        unchanged: 0,
        edits: [
          {
            id: 'c',
            name: 'Toyota C-HR',
            before: { status: 'active' },
            after: { status: 'inactive' },
            retailPriceChanged: false,
          },
        ],
      },
    },
    {
      name: 'an already active, complete listing stays as it is when activated again',
      rows: [{ ...complete, status: 'active' }],
      edit: { status: 'active' },
      expected: { kind: 'ok', unchanged: 1, edits: [] },
    },
  ];

  it.each(cases)('$name', ({ rows, edit, expected }) => {
    expect(planBulkEdit(rows, edit)).toEqual(expected);
  });
});

describe('bulk edit texts', () => {
  it.each([
    [['Biltype'], 'Kia EV3 mangler Biltype'],
    [['Biltype', 'Gearkasse'], 'Kia EV3 mangler Biltype og Gearkasse'],
    [['Biltype', 'Gearkasse', 'Mindst ét tilbud'], 'Kia EV3 mangler Biltype, Gearkasse og Mindst ét tilbud'],
  ])('one refused listing with %j reads %s', (missing, text) => {
    expect(refusedListingText({ id: 'x', name: 'Kia EV3', missing })).toBe(text);
  });

  it('names up to three refused listings and counts the rest', () => {
    const refused = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ id: name, name, missing: ['Biltype'] }));
    expect(activationRefusalMessage(refused.slice(0, 1))).toBe(
      '1 annonce kan ikke aktiveres: A (mangler Biltype)',
    );
    expect(activationRefusalMessage(refused)).toBe(
      '5 annoncer kan ikke aktiveres: A (mangler Biltype); B (mangler Biltype); C (mangler Biltype) og 2 flere',
    );
  });
});

describe('bulkEditListingsSchema', () => {
  const id = '0b5f6a0e-6c1f-4a52-9d7e-2b8f8f0a8d11';
  it.each([
    [{ ids: [id], body_type: 'SUV' }, true],
    [{ ids: [id], retail_price: 349_900, status: 'active' }, true],
    [{ ids: [id] }, false],
    [{ ids: [], status: 'active' }, false],
    [{ ids: [id], body_type: 'Rumskib' }, false],
    [{ ids: [id], retail_price: 0 }, false],
    [{ ids: [id], retail_price: 1.5 }, false],
    [{ ids: [id], status: 'archived' }, false],
    [{ ids: ['not-a-uuid'], status: 'active' }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(z.safeParse(bulkEditListingsSchema, input).success).toBe(valid);
  });
});
