import { describe, expect, it } from 'vitest';
import {
  compositeBaseKey,
  compositeKey,
  coreVariant,
  exactKey,
  hasAwd,
  type MatchVehicle,
  resolveHorsepower,
  resolveTransmission,
  transmissionsCompatible,
} from './match-keys';

const vehicle = (overrides: Partial<MatchVehicle> = {}): MatchVehicle => ({
  make: 'Toyota',
  model: 'Yaris',
  variant: '1.5 Hybrid Active',
  horsepower: 116,
  fuelType: 'Hybrid - Petrol',
  transmission: 'Automatic',
  ...overrides,
});

describe('exactKey', () => {
  it('ignores case and spacing', () => {
    expect(exactKey({ make: ' TOYOTA', model: 'yaris ', variant: '1.5  Hybrid\tActive' })).toBe(
      exactKey(vehicle()),
    );
  });

  it('is make|model|variant in lower case', () => {
    expect(exactKey(vehicle())).toBe('toyota|yaris|1.5 hybrid active');
  });
});

describe('coreVariant', () => {
  it.each([
    ['1.5 Hybrid 116 hk automatgear Active', 'Yaris', '1.5 active'],
    ['Yaris 1.5 Hybrid Automatik', 'Yaris', '1.5'],
    ['2.0 TDI 150 HK DSG Style', 'Passat', '2.0 style'],
    ['45 TFSI e S tronic quattro S-line', 'A3', '45 e s line'],
    ['73.1 kWh, 343 hk AWD Executive', 'bZ4X', '73.1 kwh executive'],
    ['1,5 eTSI Mild Hybrid Life', 'Golf', '1.5 life'],
    ['e-tron 55 quattro', 'Q8', '55'],
    ['Elegance 150hp manual', 'Octavia', 'elegance'],
  ])('%s (%s) → %s', (variant, model, core) => {
    expect(coreVariant(variant, model)).toBe(core);
  });

  it('keeps words that merely contain a stripped word', () => {
    expect(coreVariant('Elegance Model Line', 'Superb')).toBe('elegance model line');
  });
});

describe('resolveTransmission', () => {
  it('takes the stored value first', () => {
    expect(resolveTransmission(vehicle({ transmission: 'Manual', variant: '1.0 automatgear' }))).toBe(
      'manual',
    );
  });

  it.each([
    ['1.5 Hybrid Automatik', 'automatic'],
    ['2.0 TDI DSG', 'automatic'],
    ['1.0 TSI 6-trins manuel', 'manual'],
    ['1.2 PureTech Manual', 'manual'],
    ['1.5 Hybrid Active', null],
  ])('reads %s as %s when none is stored', (variant, expected) => {
    expect(resolveTransmission(vehicle({ transmission: null, fuelType: null, variant }))).toBe(expected);
  });

  it('takes an electric car without a stated gearbox as automatic', () => {
    expect(
      resolveTransmission(vehicle({ transmission: null, fuelType: 'Electric', variant: 'Active' })),
    ).toBe('automatic');
  });

  it('gives the same answer on repeated calls (no regex state)', () => {
    const car = vehicle({ transmission: null, variant: '1.5 automatgear' });
    expect([resolveTransmission(car), resolveTransmission(car), resolveTransmission(car)]).toEqual([
      'automatic',
      'automatic',
      'automatic',
    ]);
  });
});

describe('resolveHorsepower and hasAwd', () => {
  it('reads horsepower from the variant when none is stored', () => {
    expect(resolveHorsepower({ horsepower: null, variant: '73.1 kWh, 343 hk AWD' })).toBe(343);
    expect(resolveHorsepower({ horsepower: 204, variant: '73.1 kWh, 343 hk AWD' })).toBe(204);
    expect(resolveHorsepower({ horsepower: null, variant: 'Active' })).toBeNull();
  });

  it.each([
    ['73.1 kWh AWD', true],
    ['2.0 TDI 4Motion', true],
    ['xDrive30e', false],
    ['xDrive 30e', true],
    ['Active', false],
  ])('%s has AWD: %s', (variant, expected) => {
    expect(hasAwd(variant)).toBe(expected);
  });
});

describe('compositeKey', () => {
  it('meets "X" and "X Automatik" with the same horsepower', () => {
    const plain = vehicle({ variant: 'Yaris 1.5 Hybrid' });
    const automatic = vehicle({ variant: 'Yaris 1.5 Hybrid Automatik', transmission: null });
    expect(compositeKey(plain)).toBe(compositeKey(automatic));
    expect(compositeKey(plain)).toBe('toyota|yaris|1.5|116||automatic');
  });

  it('keeps transmission apart when both are known', () => {
    const automatic = vehicle({ model: 'bZ4X', variant: 'Active', fuelType: 'Electric' });
    const manual = vehicle({
      model: 'bZ4X',
      variant: 'Active',
      fuelType: 'Electric',
      transmission: 'Manual',
    });
    expect(compositeKey(automatic)).not.toBe(compositeKey(manual));
    expect(compositeBaseKey(automatic)).toBe(compositeBaseKey(manual));
    expect(transmissionsCompatible(automatic, manual)).toBe(false);
  });

  it('treats an unknown transmission as compatible with either', () => {
    const unknown = vehicle({ transmission: null, fuelType: null });
    expect(transmissionsCompatible(unknown, vehicle({ transmission: 'Manual' }))).toBe(true);
    expect(transmissionsCompatible(unknown, vehicle())).toBe(true);
  });

  it('separates other horsepower and AWD', () => {
    expect(compositeBaseKey(vehicle({ horsepower: 130 }))).not.toBe(compositeBaseKey(vehicle()));
    expect(compositeBaseKey(vehicle({ variant: '1.5 Hybrid Active AWD-i' }))).not.toBe(
      compositeBaseKey(vehicle()),
    );
  });
});
