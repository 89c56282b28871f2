import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { formatNumber } from '../../../../domain/format/format-danish';
import type { LeaseScoreResult } from '../../../../domain/lease-score/calculate-lease-score';
import {
  EML_BLEND,
  EXIT_MONTHS,
  RATE_ANCHORS,
  RETAIL_PRICE_BOUNDS,
  SCORE_WEIGHTS,
} from '../../../../domain/lease-score/lease-score-config';
import { disclosureGradeText, INCLUDED_ITEM_COUNT } from '../../../../domain/offers/disclosure-grade';
import { DialogContent } from '../../../components/ui/dialog';
import {
  type BreakdownRow,
  emlRows,
  hasBreakdown,
  scoreBandLabel,
  scorePartRows,
  weightPercent,
} from '../lib/score-text';

// The centred dialog has no height limit of its own; the explanation scrolls inside it.
const PANEL_HEIGHT = 'max-h-[90dvh]';

/** The score's explanation in its dialog (desktop) or bottom sheet (phone); loaded apart, see lease-score-info.tsx. */
export function LeaseScoreDialogPanel({
  breakdown,
  disclosedItems,
  isDesktop,
}: {
  breakdown: LeaseScoreResult | null;
  disclosedItems: number | undefined;
  isDesktop: boolean;
}) {
  return (
    <DialogContent title="Om LeaseScore" side={isDesktop ? 'center' : 'bottom'} className={PANEL_HEIGHT}>
      <LeaseScoreExplanation breakdown={breakdown} disclosedItems={disclosedItems} />
    </DialogContent>
  );
}

function LeaseScoreExplanation({
  breakdown,
  disclosedItems,
}: {
  breakdown: LeaseScoreResult | null;
  disclosedItems: number | undefined;
}) {
  const id = useId();
  return (
    <div className="space-y-5 text-sm leading-relaxed text-zinc-700">
      <p>
        LeaseScore går fra 0 til 100 og viser, hvor godt netop det valgte tilbud er i forhold til bilens
        nypris. Skift km, periode eller udbetaling, og scoren følger med.
      </p>
      <section aria-labelledby={`${id}-weights`}>
        <h3 id={`${id}-weights`} className="font-semibold text-zinc-900">
          Sådan vægtes scoren
        </h3>
        <ul className="mt-2 space-y-1">
          <li>{weightPercent(SCORE_WEIGHTS.rate)} månedlig ydelse i forhold til nyprisen</li>
          <li>{weightPercent(SCORE_WEIGHTS.mileage)} kilometer pr. år – flere km giver flere point</li>
          <li>{weightPercent(SCORE_WEIGHTS.upfront)} udbetaling – jo mindre, jo bedre</li>
        </ul>
        <p className="mt-2">
          Ydelsen måles som effektiv månedlig ydelse (EML) i procent af nyprisen:{' '}
          {weightPercent(EML_BLEND.exit12)} vægt på ydelsen plus udbetalingen fordelt på {EXIT_MONTHS} måneder
          (hvis du opsiger efter et år) og {weightPercent(EML_BLEND.term)} på ydelsen plus udbetalingen
          fordelt over hele perioden. En EML på {formatNumber(RATE_ANCHORS.best, 2)} % giver 100 point,{' '}
          {formatNumber(RATE_ANCHORS.worst, 2)} % giver 0.
        </p>
      </section>
      <section aria-labelledby={`${id}-offer`}>
        <h3 id={`${id}-offer`} className="font-semibold text-zinc-900">
          Dette tilbud
        </h3>
        {hasBreakdown(breakdown) ? (
          <>
            <p className="mt-2">
              <span className="numeric text-2xl font-bold text-zinc-900">{breakdown.totalScore}</span> / 100 –{' '}
              {scoreBandLabel(breakdown.totalScore)}
            </p>
            <BreakdownList rows={scorePartRows(breakdown)} />
            <BreakdownList rows={emlRows(breakdown)} />
          </>
        ) : (
          <p className="mt-2">
            Dette tilbud har ingen score, fordi bilens nypris mangler eller ligger uden for{' '}
            {formatNumber(RETAIL_PRICE_BOUNDS.min)}–{formatNumber(RETAIL_PRICE_BOUNDS.max)} kr.
          </p>
        )}
      </section>
      {disclosedItems === undefined ? null : (
        <section aria-labelledby={`${id}-disclosure`}>
          <h3 id={`${id}-disclosure`} className="font-semibold text-zinc-900">
            {disclosureGradeText(disclosedItems)}: hvad sælgeren oplyser
          </h3>
          <p className="mt-2">
            Ved siden af scoren står, hvor mange af {INCLUDED_ITEM_COUNT} punkter sælgeren oplyser om prisen:
            service og reparationer, dæk, forsikring, vejhjælp, metallak, levering og grøn ejerafgift. Et
            punkt tæller, når sælgeren siger, om det er inkluderet eller ej – også når det koster ekstra. Her
            oplyser sælgeren {disclosedItems} af {INCLUDED_ITEM_COUNT}.
          </p>
          <p className="mt-2">
            Det er ikke en del af LeaseScore: scoren måler kun prisen i forhold til bilens nypris. Se under
            “Hvad prisen dækker”, hvad der er med, og spørg sælgeren om det, der ikke er oplyst.
          </p>
        </section>
      )}
      <p>
        <Link to="/hvorfor-privatleasing" className="font-medium text-brand-800 underline underline-offset-2">
          Læs mere om privatleasing
        </Link>
      </p>
    </div>
  );
}

function BreakdownList({ rows }: { rows: BreakdownRow[] }) {
  return (
    <dl className="mt-3 divide-y divide-zinc-100 rounded-xl bg-zinc-50 px-4">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-2">
          <dt>{row.label}</dt>
          <dd className="numeric font-semibold text-zinc-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
