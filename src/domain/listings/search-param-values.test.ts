import { describe, expect, it } from 'vitest';
import {
  collectValues,
  firstOf,
  listItems,
  pickAliases,
  readBoolean,
  readInteger,
  readNumber,
  readText,
} from './search-param-values';

describe('collectValues', () => {
  it('merges repeated keys, key[] and key[0] from URLSearchParams', () => {
    const values = collectValues(
      new URLSearchParams('make=VW&makes[]=Audi&makes[]=BMW&makes[0]=Kia&make=Seat'),
    );
    expect(Object.fromEntries(values)).toEqual({ make: ['VW', 'Seat'], makes: ['Audi', 'BMW', 'Kia'] });
  });

  it('flattens arrays from a router object', () => {
    expect(Object.fromEntries(collectValues({ makes: ['VW', ['Audi']], page: 2 }))).toEqual({
      makes: ['VW', 'Audi'],
      page: [2],
    });
  });

  it.each([[null], [undefined], ['page=2'], [42]])('treats %j as empty', (raw) => {
    expect(collectValues(raw).size).toBe(0);
  });

  it('keeps a __proto__ key as plain data', () => {
    const values = collectValues(new URLSearchParams('__proto__=x'));
    expect(values.get('__proto__')).toEqual(['x']);
    expect(Object.getPrototypeOf(pickAliases(values, { a: ['__proto__'] }))).toBe(Object.prototype);
  });
});

describe('pickAliases', () => {
  it('concatenates alias keys in the given order and gives every field a list', () => {
    const values = collectValues({ km: '15000', selectedMileage: '20000' });
    expect(pickAliases(values, { km: ['selectedMileage', 'km'], mdr: ['mdr'] })).toEqual({
      km: ['20000', '15000'],
      mdr: [],
    });
  });
});

describe('readNumber / readInteger', () => {
  it.each([
    ['42', 42, 42],
    [' 42 ', 42, 42],
    ['+7', 7, 7],
    ['-3', -3, -3],
    ['2.0', 2, 2],
    ['2.5', 2.5, undefined],
    ['.5', 0.5, undefined],
    [17, 17, 17],
    [1.5, 1.5, undefined],
    ['', undefined, undefined],
    ['  ', undefined, undefined],
    ['abc', undefined, undefined],
    ['12abc', undefined, undefined],
    ['1e3', undefined, undefined],
    ['0x10', undefined, undefined],
    ['Infinity', undefined, undefined],
    [Number.NaN, undefined, undefined],
    [Number.POSITIVE_INFINITY, undefined, undefined],
    ['99999999999999999999', 1e20, undefined],
    [true, undefined, undefined],
    [null, undefined, undefined],
  ])('%j → number %j, integer %j', (input, number, integer) => {
    expect(readNumber(input)).toBe(number);
    expect(readInteger(input)).toBe(integer);
  });
});

describe('readBoolean', () => {
  it.each([
    [true, true],
    ['true', true],
    ['1', true],
    [1, true],
    [false, false],
    ['false', false],
    ['0', false],
    [0, false],
    ['yes', undefined],
    ['TRUE', undefined],
    ['', undefined],
  ])('%j → %j', (input, expected) => {
    expect(readBoolean(input)).toBe(expected);
  });
});

describe('readText', () => {
  it.each([
    ['  golf ', 'golf'],
    ['', undefined],
    ['   ', undefined],
    [123, '123'],
    [true, 'true'],
    [Number.NaN, undefined],
    [{}, undefined],
  ])('%j → %j', (input, expected) => {
    expect(readText(input)).toBe(expected);
  });
});

describe('firstOf', () => {
  it.each([
    [['abc', '12', '13'], 12],
    [[], undefined],
    ['7', 7],
    [undefined, undefined],
  ])('%j → %j', (input, expected) => {
    expect(firstOf(input, readInteger)).toBe(expected);
  });
});

describe('listItems', () => {
  it.each([
    ['VW', ['VW']],
    ['VW,Audi', ['VW', 'Audi']],
    [' VW , , Audi ,', ['VW', 'Audi']],
    [
      ['VW', 'Audi,BMW'],
      ['VW', 'Audi', 'BMW'],
    ],
    ['["VW","Audi"]', ['VW', 'Audi']],
    ['[500, "Up!"]', ['500', 'Up!']],
    ['[VW]', ['[VW]']],
    [500, ['500']],
    [[true, Number.NaN, null, {}], ['true']],
    ['', []],
    [undefined, []],
    ['[[[[["deep"]]]]]', []],
  ])('%j → %j', (input, expected) => {
    expect(listItems(input)).toEqual(expected);
  });
});
