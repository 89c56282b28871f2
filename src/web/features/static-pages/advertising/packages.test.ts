import { describe, expect, it } from 'vitest';
import { ADVERTISING_PACKAGES } from './packages';

describe('ADVERTISING_PACKAGES', () => {
  it('names the packages in Danish', () => {
    expect(ADVERTISING_PACKAGES.map((pack) => pack.name)).toEqual(['Basis', 'Professionel', 'Koncern']);
    for (const pack of ADVERTISING_PACKAGES) {
      expect(pack.features.join(' ')).not.toMatch(/Professional|Enterprise/);
    }
  });
});
