import { describe, expect, it } from 'vitest';
import { defaultToyotaSeller, drivelineText } from './toyota-text';

describe('defaultToyotaSeller', () => {
  it('picks the only Toyota seller', () => {
    expect(
      defaultToyotaSeller([
        { id: 'a', make_name: null },
        { id: 'b', make_name: 'Toyota' },
        { id: 'c', make_name: 'Skoda' },
      ]),
    ).toBe('b');
  });

  it('picks none when there are several or none', () => {
    expect(
      defaultToyotaSeller([
        { id: 'a', make_name: 'Toyota' },
        { id: 'b', make_name: 'toyota' },
      ]),
    ).toBe('');
    expect(defaultToyotaSeller([{ id: 'a', make_name: null }])).toBe('');
  });
});

describe('drivelineText', () => {
  it('names the powertrain and all-wheel drive in Danish', () => {
    expect(drivelineText({ powertrain: 'electric', awd: true })).toBe('El · firehjulstræk');
    expect(drivelineText({ powertrain: 'hybrid', awd: false })).toBe('Hybrid');
  });
});
