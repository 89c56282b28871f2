import { describe, expect, it } from 'vitest';
import { detailSelectionOptions, gridSelectionOptions } from './grid-offer-config';

describe('gridSelectionOptions', () => {
  it.each([
    {
      name: 'nothing chosen: 15000 flexible, not user-specified, deposit 35000, no term',
      params: {},
      expected: {
        targetMileage: 15000,
        targetDeposit: 35000,
        targetTerm: undefined,
        strictMode: false,
        isUserSpecified: false,
      },
    },
    {
      name: 'mileage chip: strict and user-specified',
      params: { km: 20000 },
      expected: {
        targetMileage: 20000,
        targetDeposit: 35000,
        targetTerm: undefined,
        strictMode: true,
        isUserSpecified: true,
      },
    },
    {
      name: '35.000+ chip',
      params: { km: 35000 },
      expected: {
        targetMileage: 35000,
        targetDeposit: 35000,
        targetTerm: undefined,
        strictMode: true,
        isUserSpecified: true,
      },
    },
    {
      name: 'deposit and term without mileage stay flexible',
      params: { udb: 0, mdr: 24 },
      expected: {
        targetMileage: 15000,
        targetDeposit: 0,
        targetTerm: 24,
        strictMode: false,
        isUserSpecified: false,
      },
    },
    {
      name: 'all three',
      params: { km: 10000, mdr: 48, udb: 14995 },
      expected: {
        targetMileage: 10000,
        targetDeposit: 14995,
        targetTerm: 48,
        strictMode: true,
        isUserSpecified: true,
      },
    },
    {
      name: 'null counts as absent',
      params: { km: null, mdr: null, udb: null },
      expected: {
        targetMileage: 15000,
        targetDeposit: 35000,
        targetTerm: undefined,
        strictMode: false,
        isUserSpecified: false,
      },
    },
  ])('$name', ({ params, expected }) => {
    expect(gridSelectionOptions(params)).toEqual(expected);
  });
});

describe('detailSelectionOptions', () => {
  it.each([
    {
      name: 'nothing in the URL',
      params: {},
      expected: { targetMileage: 15000, targetDeposit: 35000, targetTerm: undefined, isUserSpecified: false },
    },
    {
      name: 'mileage only',
      params: { km: 20000 },
      expected: { targetMileage: 20000, targetDeposit: 35000, targetTerm: undefined, isUserSpecified: true },
    },
    {
      name: 'deposit 0 only',
      params: { udb: 0 },
      expected: { targetMileage: 15000, targetDeposit: 0, targetTerm: undefined, isUserSpecified: true },
    },
    {
      name: 'term only',
      params: { mdr: 24 },
      expected: { targetMileage: 15000, targetDeposit: 35000, targetTerm: 24, isUserSpecified: true },
    },
  ])('$name', ({ params, expected }) => {
    expect(detailSelectionOptions(params)).toEqual(expected);
  });
});
