import { useId } from 'react';
import { formatKmPerYear, formatMonthly } from '../../../../domain/format/format-danish';
import type { RunningCost } from '../../../../domain/offers/running-cost';
import {
  energyLabel,
  RUNNING_COST_HEADING,
  runningCostHowTexts,
  runningCostLines,
  totalLeftOutText,
} from '../../../../domain/offers/running-cost-text';

/** "ejerafgift og brændstof", or for a plug-in hybrid "ejerafgift, brændstof og strøm". */
const withEnergy = (energy: string) =>
  energy.includes(' og ') ? `ejerafgift, ${energy}` : `ejerafgift og ${energy}`;

/** A number keeps its unit on the same line on a phone ("4.795 kr./md.", "100 km"). */
const keepUnits = (text: string) => text.replace(/(\d) (?=kr\.|km|mdr\.|l\/|kWh)/g, '$1\u00a0');

/**
 * "Samlet månedlig biludgift" (issue 27 part 3, ADR 055): the lease's monthly cost with ejerafgift and
 * fuel or electricity at the offer's km/år, in its own card apart from the lease price, with how each
 * figure was computed. The server computes it per chosen offer, so it follows the visitor's km/år.
 */
export function RunningCostSection({ cost, isUpdating }: { cost: RunningCost; isUpdating: boolean }) {
  const headingId = useId();
  const leftOut = totalLeftOutText(cost);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isUpdating || undefined}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/80 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {RUNNING_COST_HEADING}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        Leasingen plus det, du selv betaler for at køre bilen{' '}
        <span className="whitespace-nowrap">{formatKmPerYear(cost.mileage_per_year)}</span>:{' '}
        {withEnergy(energyLabel(cost.energy).toLowerCase())}. Forsikring og andre udgifter er ikke regnet med.
      </p>
      <dl className={`mt-3 text-sm transition-opacity ${isUpdating ? 'opacity-60' : ''}`}>
        {runningCostLines(cost).map((line) => (
          <div key={line.key} className="flex justify-between gap-4 border-b border-zinc-100 py-2.5">
            <dt className="text-zinc-600">{line.label}</dt>
            <dd className="numeric text-right font-medium text-zinc-900">{line.value}</dd>
          </div>
        ))}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 pt-3">
          <dt className="font-semibold text-zinc-900">I alt pr. md.</dt>
          <dd className="numeric text-right text-xl font-bold tracking-tight text-zinc-900">
            {formatMonthly(cost.total)}
          </dd>
          {leftOut ? <dd className="mt-1 w-full text-xs text-amber-800">{leftOut}</dd> : null}
        </div>
      </dl>
      <details className="group mt-4 rounded-xl bg-zinc-50 px-3.5 py-2.5 text-sm">
        <summary className="cursor-pointer font-medium text-zinc-800">Sådan er det beregnet</summary>
        <ul className="mt-2 space-y-1.5 text-zinc-700">
          {runningCostHowTexts(cost).map((text) => (
            <li key={text} className="numeric">
              {keepUnits(text)}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
