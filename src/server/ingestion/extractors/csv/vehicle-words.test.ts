import { describe, expect, it } from 'vitest';
import { fuelTypeFromText, transmissionFromText } from './vehicle-words';

describe('fuelTypeFromText', () => {
  it.each([
    ['Benzin', 'Petrol'],
    ['Diesel', 'Diesel'],
    ['El', 'Electric'],
    ['Electric', 'Electric'],
    ['Hybrid', 'Hybrid - Petrol'],
    ['Hybrid - Petrol', 'Hybrid - Petrol'],
    ['Mild hybrid diesel', 'Hybrid - Diesel'],
    ['Plug-in hybrid', 'Plug-in - Petrol'],
    ['Plug-in - Diesel', 'Plug-in - Diesel'],
    ['PHEV', 'Plug-in - Petrol'],
  ])('%s → %s', (text, stored) => {
    expect(fuelTypeFromText(text)).toBe(stored);
  });

  it('gives null for unknown or empty text', () => {
    expect(fuelTypeFromText('Brint')).toBeNull();
    expect(fuelTypeFromText('')).toBeNull();
  });
});

describe('transmissionFromText', () => {
  it('reads Danish and English words', () => {
    expect(transmissionFromText('Automatgear')).toBe('Automatic');
    expect(transmissionFromText('Aut.')).toBe('Automatic');
    expect(transmissionFromText('Automatic')).toBe('Automatic');
    expect(transmissionFromText('Manuel')).toBe('Manual');
    expect(transmissionFromText('manual')).toBe('Manual');
    expect(transmissionFromText('Trinløs')).toBeNull();
  });
});
