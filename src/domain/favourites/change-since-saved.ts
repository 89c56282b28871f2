import { formatKmPerYear, formatKr, formatMonths } from '../format/format-danish';
import type { SavedCar, SavedConfig } from './saved-car';

/** Today's offer for a saved car at its saved configuration (or the closest one the seller has). */
export type TodaysOffer = {
  monthly: number;
  firstPayment: number;
  config: SavedConfig;
};

export type ChangeSinceSaved =
  | { kind: 'gone' }
  | { kind: 'closest'; closest: SavedConfig }
  | { kind: 'down' | 'up' | 'same'; monthlyBy: number; firstPaymentDelta: number };

const sameConfig = (a: SavedConfig, b: SavedConfig) => a.km === b.km && a.mdr === b.mdr && a.udb === b.udb;

/** What changed since the car was saved; `today` null: the listing is no longer public. */
export function changeSinceSaved(saved: SavedCar, today: TodaysOffer | null): ChangeSinceSaved {
  if (!today) return { kind: 'gone' };
  if (saved.config && !sameConfig(saved.config, today.config)) {
    return { kind: 'closest', closest: today.config };
  }
  const delta = today.monthly - saved.monthly;
  return {
    kind: delta < 0 ? 'down' : delta > 0 ? 'up' : 'same',
    monthlyBy: Math.abs(delta),
    firstPaymentDelta: today.firstPayment - saved.firstPayment,
  };
}

export function configText(config: SavedConfig): string {
  return `${formatKmPerYear(config.km)}, ${formatMonths(config.mdr)}, ${formatKr(config.udb)} i udbetaling`;
}

/** The change in Danish, one sentence per line. */
export function changeLines(change: ChangeSinceSaved): string[] {
  switch (change.kind) {
    case 'gone':
      return ['Ikke længere til salg'];
    case 'closest':
      return [`Det tilbud, du gemte, findes ikke længere. Nærmeste: ${configText(change.closest)}.`];
    default: {
      const monthly =
        change.kind === 'same'
          ? 'Samme pris som da du gemte den'
          : `${change.kind === 'down' ? 'Faldet' : 'Steget'} ${formatKr(change.monthlyBy)}/md. siden du gemte den`;
      const { firstPaymentDelta: delta } = change;
      if (delta === 0) return [monthly];
      return [monthly, `Udbetalingen er ${delta < 0 ? 'faldet' : 'steget'} ${formatKr(Math.abs(delta))}`];
    }
  }
}
