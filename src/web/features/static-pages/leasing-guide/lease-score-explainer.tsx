import { formatKmPerYear, formatNumber } from '../../../../domain/format/format-danish';
import { LEASE_SCORE_BANDS, type LeaseScoreBandKey } from '../../../../domain/lease-score/lease-score-bands';
import {
  EML_BLEND,
  EXIT_MONTHS,
  MILEAGE_FLOOR_SCORE,
  MILEAGE_STEPS,
  RATE_ANCHORS,
  SCORE_WEIGHTS,
  UPFRONT_CEILING_SCORE,
  UPFRONT_STEPS,
} from '../../../../domain/lease-score/lease-score-config';
import { Section, SubHeading } from '../components/static-page';
import { ScoreStepTable } from './score-step-table';

const percent = (value: number, digits = 0) => `${formatNumber(value, digits)} %`;
const weight = (value: number) => percent(value * 100);

const BAND_SWATCHES: Record<LeaseScoreBandKey, string> = {
  exceptional: 'bg-score-exceptional',
  great: 'bg-score-great',
  good: 'bg-score-good',
  fair: 'bg-score-fair',
  poor: 'bg-score-poor',
};

/** "90–100", "80–89" … "0–39": each band runs up to just below the next higher one. */
function scoreBandRanges() {
  return LEASE_SCORE_BANDS.map((band, index) => {
    const higher = LEASE_SCORE_BANDS[index - 1];
    const max = higher ? higher.min - 1 : 100;
    const min = Number.isFinite(band.min) ? band.min : 0;
    return { key: band.key, label: band.label, range: `${min}–${max}` };
  });
}

function mileageRows() {
  const rows = MILEAGE_STEPS.map((step) => ({
    condition: `Fra ${formatKmPerYear(step.min)}`,
    points: step.score,
  }));
  const lowest = MILEAGE_STEPS.at(-1);
  if (lowest) rows.push({ condition: `Under ${formatKmPerYear(lowest.min)}`, points: MILEAGE_FLOOR_SCORE });
  return rows;
}

function upfrontRows() {
  const rows = UPFRONT_STEPS.map((step) => ({
    condition:
      step.maxPercent === 0 ? 'Ingen udbetaling' : `Op til ${percent(step.maxPercent)} af bilens pris`,
    points: step.score,
  }));
  const highest = UPFRONT_STEPS.at(-1);
  if (highest) rows.push({ condition: `Over ${percent(highest.maxPercent)}`, points: UPFRONT_CEILING_SCORE });
  return rows;
}

export function LeaseScoreExplainer() {
  return (
    <Section title="Sådan virker LeaseScore" id="leasescore" wide>
      <div className="max-w-prose space-y-4">
        <p>
          LeaseScore er vores karakter fra 0 til 100 for ét bestemt tilbud: jo højere, jo mere bil får du for
          pengene. Scoren består af tre dele, som vægtes og lægges sammen.
        </p>
        <SubHeading>{weight(SCORE_WEIGHTS.rate)}: månedsprisen i forhold til bilens pris</SubHeading>
        <p>
          Vi lægger udbetalingen oven i den månedlige ydelse, fordelt over perioden, og ser på, hvor mange
          procent af bilens pris du betaler om måneden. Fordi mange aftaler kan opsiges efter {EXIT_MONTHS}{' '}
          måneder, vægter vi {weight(EML_BLEND.exit12)} af beregningen, som om udbetalingen fordeles over{' '}
          {EXIT_MONTHS} måneder, og {weight(EML_BLEND.term)} over hele perioden. Betaler du{' '}
          {percent(RATE_ANCHORS.best, 2)} af bilens pris om måneden eller mindre, giver det 100 point;{' '}
          {percent(RATE_ANCHORS.worst, 2)} eller mere giver 0 point, og imellem stiger pointene jævnt.
        </p>
        <SubHeading>{weight(SCORE_WEIGHTS.mileage)}: kilometer om året</SubHeading>
        <p>Flere kilometer inkluderet i prisen giver flere point:</p>
      </div>
      <ScoreStepTable caption="Point for kilometer om året" conditionLabel="Kilometer" rows={mileageRows()} />
      <div className="max-w-prose space-y-4">
        <SubHeading>{weight(SCORE_WEIGHTS.upfront)}: udbetalingen</SubHeading>
        <p>Jo mindre du skal betale ved start, i procent af bilens pris, jo flere point:</p>
      </div>
      <ScoreStepTable caption="Point for udbetaling" conditionLabel="Udbetaling" rows={upfrontRows()} />
      <div className="max-w-prose space-y-4">
        <SubHeading>Hvad scoren betyder</SubHeading>
        <ul className="space-y-2">
          {scoreBandRanges().map((band) => (
            <li key={band.key} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={`size-3 shrink-0 rounded-full ${BAND_SWATCHES[band.key]}`}
              />
              <span className="numeric w-16 shrink-0 font-semibold text-zinc-900">{band.range}</span>
              <span>{band.label}</span>
            </li>
          ))}
        </ul>
        <p>
          Er bilens listepris ikke oplyst eller usandsynlig, viser vi »Ingen score« i stedet for et tal.
          Scoren siger noget om prisen, ikke om bilen – den bedste bil til dig afhænger også af plads,
          rækkevidde og smag.
        </p>
      </div>
    </Section>
  );
}
