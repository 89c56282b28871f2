import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
  formatNumber,
} from '../../../../domain/format/format-danish';
import { leaseScoreBand } from '../../../../domain/lease-score/lease-score-bands';
import { EXIT_MONTHS, SCORE_WEIGHTS } from '../../../../domain/lease-score/lease-score-config';
import { LeaseScorePill } from '../../listings/components/lease-score-pill';
import { Section } from '../components/static-page';
import { evaluateExample, NO_DEPOSIT_EXAMPLE, paidBy, WORKED_EXAMPLE } from '../lib/worked-example';

const percent = (value: number, digits = 0) => `${formatNumber(value, digits)} %`;

export function WorkedExample() {
  const offer = WORKED_EXAMPLE;
  const { total, score } = evaluateExample(offer);
  const alternative = evaluateExample(NO_DEPOSIT_EXAMPLE);

  const facts = [
    ['Bilens pris (vejledende udsalgspris)', formatKr(offer.retail_price)],
    ['Månedlig ydelse', formatMonthly(offer.monthly_price)],
    ['Periode', formatMonths(offer.period_months)],
    ['Udbetaling (førstegangsydelse)', formatKr(offer.first_payment)],
    ['Kilometer', formatKmPerYear(offer.mileage_per_year)],
  ] as const;

  const parts = [
    {
      label: 'Månedspris i forhold til bilens pris',
      detail: `${percent(score.emlBlendPercent, 2)} af bilens pris pr. måned`,
      weight: SCORE_WEIGHTS.rate,
      points: score.monthlyRateScore,
    },
    {
      label: 'Kilometer',
      detail: formatKmPerYear(score.mileageNormalized),
      weight: SCORE_WEIGHTS.mileage,
      points: score.mileageScore,
    },
    {
      label: 'Udbetaling',
      detail: `${percent(score.firstPaymentPercent, 1)} af bilens pris`,
      weight: SCORE_WEIGHTS.upfront,
      points: score.upfrontScore,
    },
  ];

  return (
    <Section title="Et regneeksempel" id="regneeksempel" wide>
      <p className="max-w-prose">
        Her er et typisk tilbud på en bil, der koster {formatKr(offer.retail_price)} at købe ny. Tallene er
        regnet med de samme formler, som vi bruger på alle biler på siden.
      </p>

      <dl className="grid max-w-3xl gap-x-6 gap-y-3 rounded-xl bg-canvas p-5 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div
            key={term}
            className="flex justify-between gap-4 border-b border-zinc-200 pb-2 sm:block sm:border-0 sm:pb-0"
          >
            <dt className="text-sm text-zinc-600">{term}</dt>
            <dd className="numeric font-semibold whitespace-nowrap text-zinc-900">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="max-w-3xl rounded-xl p-5 ring-1 ring-brand-200">
        <p className="text-sm font-medium text-zinc-600">Samlede omkostninger for hele perioden</p>
        <p className="numeric mt-1 text-zinc-700">
          {formatKr(offer.first_payment)} + {offer.period_months} × {formatKr(offer.monthly_price)} ={' '}
          <strong className="text-2xl font-bold whitespace-nowrap text-zinc-900">{formatKr(total)}</strong>
        </p>
      </div>

      <div className="max-w-3xl">
        <div className="flex flex-wrap items-center gap-3">
          <h3 className="text-lg font-semibold text-zinc-900">Sådan vurderer LeaseScore tilbuddet</h3>
          <LeaseScorePill score={score.totalScore} />
          <span className="text-sm font-medium text-zinc-700">{leaseScoreBand(score.totalScore).label}</span>
        </div>
        <div className="mt-3 max-w-3xl">
          <table className="numeric w-full text-left text-sm">
            <caption className="sr-only">LeaseScore for regneeksemplet, del for del</caption>
            <thead className="text-zinc-600">
              <tr className="border-b border-zinc-200">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Del
                </th>
                <th scope="col" className="w-16 py-2 pr-4 font-medium">
                  Vægt
                </th>
                <th scope="col" className="w-16 py-2 text-right font-medium">
                  Point
                </th>
              </tr>
            </thead>
            <tbody>
              {parts.map((part) => (
                <tr key={part.label} className="border-b border-zinc-100">
                  <th scope="row" className="py-2.5 pr-4 font-normal">
                    <span className="block font-medium text-zinc-900">{part.label}</span>
                    <span className="block text-zinc-600">{part.detail}</span>
                  </th>
                  <td className="py-2.5 pr-4">{percent(part.weight * 100)}</td>
                  <td className="py-2.5 text-right font-semibold text-zinc-900">{part.points}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className="pt-3 pr-4 font-semibold text-zinc-900">
                  LeaseScore (vægtet og afrundet)
                </th>
                <td className="pt-3 text-right text-base font-bold text-zinc-900">{score.totalScore}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>

      <p className="max-w-prose">
        <strong className="font-semibold text-zinc-900">Til sammenligning:</strong> Den samme bil uden
        udbetaling til {formatMonthly(NO_DEPOSIT_EXAMPLE.monthly_price)} koster{' '}
        <span className="numeric">{formatKr(alternative.total)}</span> i alt – næsten det samme – men får en
        LeaseScore på <span className="numeric">{alternative.score.totalScore}</span> (
        {leaseScoreBand(alternative.score.totalScore).label.toLowerCase()}). Stopper du efter{' '}
        {formatMonths(EXIT_MONTHS)}, har du nemlig kun betalt{' '}
        <span className="numeric">{formatKr(paidBy(NO_DEPOSIT_EXAMPLE, EXIT_MONTHS))}</span> mod{' '}
        <span className="numeric">{formatKr(paidBy(offer, EXIT_MONTHS))}</span> med udbetaling.
      </p>
    </Section>
  );
}
