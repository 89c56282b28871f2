import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAVED_CARS_MAX, type SavedCar } from './saved-car';
import { parseSavedCars, serialiseSavedCars } from './saved-cars';
import { droppedNote, removeCar, saveCar } from './saved-cars-edits';

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const car = (n: number, overrides: Partial<SavedCar> = {}): SavedCar => ({
  id: idOf(n),
  name: `Kia Niro ${n}`,
  config: { km: 15000, mdr: 36, udb: 0 },
  savedAt: '2026-11-20T10:00:00.000Z',
  monthly: 3295,
  firstPayment: 0,
  ...overrides,
});

describe('parseSavedCars', () => {
  it.each([
    ['nothing stored', null],
    ['empty text', ''],
    ['not JSON', '{"v":1,"cars":['],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['an older version', JSON.stringify({ v: 0, cars: [car(1)] })],
    ['a newer version', JSON.stringify({ v: 2, cars: [car(1)] })],
    ['cars not a list', JSON.stringify({ v: 1, cars: { a: 1 } })],
  ])('%s → no cars', (_, raw) => {
    expect(parseSavedCars(raw)).toEqual([]);
  });

  it.each([
    ['an id that is no UUID', { id: '1' }],
    ['an empty name', { name: '' }],
    ['a date that is none', { savedAt: 'i går' }],
    ['a negative price', { monthly: -1 }],
    ['a fractional price', { firstPayment: 10.5 }],
    ['a term the site does not offer', { config: { km: 15000, mdr: 30, udb: 0 } }],
    ['mileage out of range', { config: { km: 5000, mdr: 36, udb: 0 } }],
    ['a configuration without a deposit', { config: { km: 15000, mdr: 36 } }],
  ])('drops a car with %s and keeps the rest', (_, bad) => {
    const raw = JSON.stringify({ v: 1, cars: [car(1, bad as Partial<SavedCar>), car(2)] });
    expect(parseSavedCars(raw).map((saved) => saved.id)).toEqual([idOf(2)]);
  });

  it('keeps a car saved without a configuration', () => {
    const saved = car(1, { config: null });
    expect(parseSavedCars(serialiseSavedCars([saved]))).toEqual([saved]);
  });

  it('keeps the first of duplicate ids and at most the cap', () => {
    const many = Array.from({ length: SAVED_CARS_MAX + 5 }, (_, i) => car(i));
    const raw = serialiseSavedCars([car(0, { monthly: 1 }), ...many]);
    const parsed = parseSavedCars(raw);
    expect(parsed).toHaveLength(SAVED_CARS_MAX);
    expect(parsed[0]?.monthly).toBe(1);
  });

  it('reads back whatever it wrote, and never throws on any text', () => {
    const savedCar = fc.record({
      id: fc.uuid(),
      name: fc.string({ minLength: 1, maxLength: 200 }),
      config: fc.option(
        fc.record({
          km: fc.integer({ min: 10000, max: 50000 }),
          mdr: fc.constantFrom(12, 24, 36, 48, 60),
          udb: fc.integer({ min: 0, max: 100000 }),
        }),
      ),
      savedAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      monthly: fc.nat(100000),
      firstPayment: fc.nat(100000),
    });
    fc.assert(
      fc.property(fc.uniqueArray(savedCar, { selector: (c) => c.id, maxLength: SAVED_CARS_MAX }), (cars) => {
        expect(parseSavedCars(serialiseSavedCars(cars))).toEqual(cars);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        expect(Array.isArray(parseSavedCars(raw))).toBe(true);
      }),
    );
  });
});

describe('saveCar and removeCar', () => {
  it('puts the newest first and replaces an earlier save of the same car', () => {
    const { cars, dropped } = saveCar([car(1), car(2)], car(2, { monthly: 2995 }));
    expect(cars.map((saved) => [saved.id, saved.monthly])).toEqual([
      [idOf(2), 2995],
      [idOf(1), 3295],
    ]);
    expect(dropped).toBeNull();
  });

  it('drops the oldest past the cap and says which', () => {
    const full = Array.from({ length: SAVED_CARS_MAX }, (_, i) => car(i + 1));
    const { cars, dropped } = saveCar(full, car(999));
    expect(cars).toHaveLength(SAVED_CARS_MAX);
    expect(cars[0]?.id).toBe(idOf(999));
    expect(dropped?.id).toBe(idOf(SAVED_CARS_MAX));
    expect(droppedNote(car(3))).toBe('Du kan gemme højst 50 biler, så den ældste (Kia Niro 3) er fjernet.');
  });

  it('removes only the given car', () => {
    expect(removeCar([car(1), car(2)], idOf(1)).map((saved) => saved.id)).toEqual([idOf(2)]);
  });
});
