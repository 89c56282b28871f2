import { describe, expect, it } from 'vitest';
import { splitMakeAndModel } from './car-makes';

describe('splitMakeAndModel', () => {
  it('splits a known make from the model', () => {
    expect(splitMakeAndModel('Volkswagen ID.3')).toEqual({ make: 'Volkswagen', model: 'ID.3' });
    expect(splitMakeAndModel('Land Rover – Defender')).toEqual({ make: 'Land Rover', model: 'Defender' });
    expect(splitMakeAndModel('SKODA Enyaq')).toEqual({ make: 'Skoda', model: 'Enyaq' });
    expect(splitMakeAndModel('VW Polo')).toEqual({ make: 'Volkswagen', model: 'Polo' });
  });

  it('returns the make alone, and null without a make', () => {
    expect(splitMakeAndModel('Toyota')).toEqual({ make: 'Toyota', model: '' });
    expect(splitMakeAndModel('Kiale Sportage')).toBeNull();
    expect(splitMakeAndModel('Alle priser er inkl. moms')).toBeNull();
  });

  it('knows extra makes from the catalogue', () => {
    expect(splitMakeAndModel('Firefly EV', ['Firefly'])).toEqual({ make: 'Firefly', model: 'EV' });
  });
});
