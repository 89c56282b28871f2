import { describe, expect, it } from 'vitest';
import { typedSettingsChanges } from './typed-settings-changes';

describe('typedSettingsChanges', () => {
  it('lists only the fields the admin changed, with their form labels and the values as typed', () => {
    const loaded = { mileage: 15000, term: 36, deposit: 0 };
    expect(typedSettingsChanges('search_defaults', loaded, loaded)).toEqual([]);
    expect(typedSettingsChanges('search_defaults', { ...loaded, term: null, deposit: 5000 }, loaded)).toEqual(
      [
        { label: 'Løbetid', value: 'Automatisk' },
        { label: 'Udbetaling (kr.)', value: '5000' },
      ],
    );
    expect(
      typedSettingsChanges(
        'site',
        { contactEmail: 'a@b.dk', productionHosts: ['a.dk', 'b.dk'] },
        { contactEmail: 'a@b.dk', productionHosts: [] },
      ),
    ).toEqual([{ label: 'Produktionsværtsnavne', value: 'a.dk\nb.dk' }]);
    expect(
      typedSettingsChanges('analytics', { firstPartyEnabled: false }, { firstPartyEnabled: true }),
    ).toEqual([{ label: 'Indsaml førstepartsstatistik', value: 'Fra' }]);
  });
});
