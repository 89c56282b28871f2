import {
  formatKm,
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
  formatNumber,
} from '../format/format-danish';
import { type FullPrice, oneOffFeeNames } from './full-price';
import { MORE_KM_PER_YEAR, type RiskFigures } from './risk-figures';

/** The Danish words for an offer's full price and risk figures (ADR 053): each figure with how it was worked out. */

export const NOT_STATED = 'Ikke oplyst';

/** '0,75 kr./km' (kr. with øre). */
export function formatKrPerKm(value: number): string {
  return `${formatNumber(value, 2)} kr./km`;
}

/** "3 år", "1,5 år". */
function formatYears(years: number): string {
  return `${formatNumber(years, Number.isInteger(years) ? 0 : 1)} år`;
}

/**
 * How the total was worked out: "4.995 kr. + 36 × 3.695 kr./md. + 1.995 kr. gebyr ved tilbagelevering";
 * a stated total above the sum: "Sælgers oplyste samlede pris (udbetaling, ydelser og gebyrer giver 136.620 kr.)".
 */
export function totalHowText(
  offer: { first_payment: number; period_months: number; monthly_price: number },
  price: FullPrice,
): string {
  if (price.total_basis === 'stated') {
    return `Sælgers oplyste samlede pris (udbetaling, ydelser og gebyrer giver ${formatKr(price.sum)})`;
  }
  const parts = [
    `${formatKr(offer.first_payment)} + ${offer.period_months} × ${formatMonthly(offer.monthly_price)}`,
    ...price.fees.map((fee) => `${formatKr(fee.amount)} ${oneOffFeeNames[fee.kind]}`),
  ];
  return parts.join(' + ');
}

/** The effective monthly cost's label: "Pr. md. inkl. udbetaling" (and "og gebyrer" when there are fees). */
export function effectiveLabel(hasFees: boolean): string {
  return hasFees ? 'Pr. md. inkl. udbetaling og gebyrer' : 'Pr. md. inkl. udbetaling';
}

/** "138.015 kr. ÷ 36 mdr." */
export function effectiveHowText(price: Pick<FullPrice, 'total'>, months: number): string {
  return `${formatKr(price.total)} ÷ ${formatMonths(months)}`;
}

/** "37.387 kr." or "Ikke oplyst". */
export function minimumPriceText(price: Pick<FullPrice, 'minimum_price'>): string {
  return price.minimum_price === null ? NOT_STATED : formatKr(price.minimum_price);
}

/** Why a minimum price says what it says. */
export function minimumPriceHowText(price: Pick<FullPrice, 'minimum_price' | 'total'>): string {
  return price.minimum_price === null
    ? `Sælger oplyser ikke bindingsperioden. Binder aftalen hele perioden, er mindsteprisen ${formatKr(price.total)}`
    : 'Sælgers oplyste mindstepris: det mindste, aftalen kan koste dig i bindingsperioden.';
}

export type RiskLine = { key: string; label: string; value: string; how: string };

/** The risk panel's four lines, in order, each with its figure (or "Ikke oplyst") and how it was worked out. */
export function riskLines(
  risk: RiskFigures,
  chosen: { mileage_per_year: number; period_months: number },
): RiskLine[] {
  return [
    {
      key: 'extra_km_price',
      label: 'Pris pr. ekstra km',
      value: risk.extra_km_price === null ? NOT_STATED : formatKrPerKm(risk.extra_km_price),
      how:
        risk.extra_km_price === null
          ? 'Sælger oplyser ikke, hvad kørsel ud over de aftalte km koster.'
          : `Sælgers pris for hver km ud over ${formatKmPerYear(chosen.mileage_per_year)}.`,
    },
    {
      key: 'return_fee',
      label: 'Gebyr ved tilbagelevering',
      value: risk.return_fee === null ? NOT_STATED : formatKr(risk.return_fee),
      how:
        risk.return_fee === null
          ? 'Sælger oplyser ikke et gebyr, når bilen afleveres.'
          : 'Sælgers oplyste gebyr, når bilen afleveres. Det er talt med i den samlede pris.',
    },
    {
      key: 'leaving',
      label: 'Aflever bilen, når bindingsperioden slutter',
      value: risk.leaving.basis === 'stated_minimum' ? formatKr(risk.leaving.amount) : NOT_STATED,
      how:
        risk.leaving.basis === 'stated_minimum'
          ? 'Sælgers oplyste mindstepris for bindingsperioden: det mindste, aftalen kan koste i alt.'
          : `Sælger oplyser hverken bindingsperiode eller mindstepris. Binder aftalen alle ${formatMonths(chosen.period_months)}, koster den ${formatKr(risk.leaving.full_term_total)} i alt.`,
    },
    moreKmLine(risk, chosen),
  ];
}

function moreKmLine(
  risk: RiskFigures,
  chosen: { mileage_per_year: number; period_months: number },
): RiskLine {
  const label = `Kør ${formatKmPerYear(MORE_KM_PER_YEAR)} mere end valgt`;
  const more = risk.more_km;
  switch (more.basis) {
    case 'offer':
      return {
        key: 'more_km',
        label,
        value: signedKr(more.amount),
        how: `Sælgers tilbud ved ${formatKmPerYear(more.mileage_per_year)} med samme periode og udbetaling: ${formatMonthly(more.monthly_price)} (${signedMonthly(more.monthly_difference)} i ${formatMonths(more.months)}).`,
      };
    case 'per_km':
      return {
        key: 'more_km',
        label,
        value: signedKr(more.amount),
        how: `${formatKm(more.km)} × ${formatYears(more.years)} × ${formatKrPerKm(more.price_per_km)}, afregnet som ekstra km.`,
      };
    default:
      return {
        key: 'more_km',
        label,
        value: NOT_STATED,
        how: `Sælger har intet tilbud ved ${formatKmPerYear(chosen.mileage_per_year + MORE_KM_PER_YEAR)} med samme periode og udbetaling og oplyser ingen pris pr. ekstra km.`,
      };
  }
}

const signedKr = (amount: number) => (amount > 0 ? `+${formatKr(amount)}` : formatKr(amount));
const signedMonthly = (amount: number) => (amount > 0 ? `+${formatMonthly(amount)}` : formatMonthly(amount));
