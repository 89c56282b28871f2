import { describe, expect, it } from 'vitest';
import { changeLines, changeSinceSaved, type TodaysOffer } from './change-since-saved';
import type { SavedCar } from './saved-car';

const saved: SavedCar = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Kia Niro EV',
  config: { km: 15000, mdr: 36, udb: 0 },
  savedAt: '2026-11-20T10:00:00.000Z',
  monthly: 3295,
  firstPayment: 0,
};
const today = (monthly: number, overrides: Partial<TodaysOffer> = {}): TodaysOffer => ({
  monthly,
  firstPayment: 0,
  config: { km: 15000, mdr: 36, udb: 0 },
  ...overrides,
});

describe('changeSinceSaved', () => {
  it.each<[string, SavedCar, TodaysOffer | null, string[]]>([
    ['cheaper', saved, today(3095), ['Faldet 200 kr./md. siden du gemte den']],
    ['dearer', saved, today(4595), ['Steget 1.300 kr./md. siden du gemte den']],
    ['unchanged', saved, today(3295), ['Samme pris som da du gemte den']],
    ['gone', saved, null, ['Ikke længere til salg']],
    [
      'configuration no longer offered',
      saved,
      today(3495, { config: { km: 20000, mdr: 36, udb: 4995 } }),
      ['Det tilbud, du gemte, findes ikke længere. Nærmeste: 20.000 km/år, 36 mdr., 4.995 kr. i udbetaling.'],
    ],
    [
      'saved without a configuration, first payment changed too',
      { ...saved, config: null, firstPayment: 9995 },
      today(3195, { firstPayment: 4995, config: { km: 20000, mdr: 48, udb: 4995 } }),
      ['Faldet 100 kr./md. siden du gemte den', 'Udbetalingen er faldet 5.000 kr.'],
    ],
  ])('%s', (_, car, offer, lines) => {
    expect(changeLines(changeSinceSaved(car, offer))).toEqual(lines);
  });
});
