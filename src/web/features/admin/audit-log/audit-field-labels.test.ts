import { describe, expect, it } from 'vitest';
import { auditFieldLabel } from './audit-field-labels';

describe('auditFieldLabel', () => {
  it.each([
    ['retail_price', 'Vejledende pris'],
    ['retailPrice', 'Vejledende pris'],
    ['email', 'E-mail'],
    ['imageIds', 'Billedrækkefølge'],
    ['electricityPerKwh', 'El (kr./kWh)'],
    ['petrolPerLitre', 'Benzin (kr./l)'],
    ['', 'Værdi'],
    ['something_new', 'something_new'],
  ])('%s → %s', (field, label) => {
    expect(auditFieldLabel(field)).toBe(label);
  });
});
