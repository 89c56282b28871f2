import { countNoun } from '../format/count-noun';
import { formatKmPerYear, formatKr, formatMonthly, formatMonths } from '../format/format-danish';
import { priceChangeText } from './price-alert-rules';
import {
  PRICE_ALERT_FREQUENCY_LABELS,
  type PriceAlertFrequency,
  type PriceAlertKind,
} from './price-alert-vocabulary';

export type PriceAlertMail = { subject: string; text: string };

/** The configuration a car alert watches. */
export type AlertTerms = { mileagePerYear: number; periodMonths: number; firstPayment: number };

/** The links every mail after the confirmation carries: one-click unsubscribe and the manage page. */
export type AlertLinks = { unsubscribeUrl: string; manageUrl: string };

export function termsLine(terms: AlertTerms): string {
  return `${formatKmPerYear(terms.mileagePerYear)} · ${formatMonths(terms.periodMonths)} · udbetaling ${formatKr(terms.firstPayment)}`;
}

function footer(links: AlertLinks): string[] {
  return [
    '',
    `Afmeld denne besked med ét klik: ${links.unsubscribeUrl}`,
    `Se og ret alle dine beskeder: ${links.manageUrl}`,
    '',
    'Leasingmatch',
  ];
}

/** The double opt-in mail: nothing is sent until its link is opened. */
export function confirmationMail(input: {
  kind: PriceAlertKind;
  label: string;
  frequency: PriceAlertFrequency;
  /** Car alerts: what fires it, e.g. "når prisen kommer under 3.295 kr./md." */
  condition: string;
  confirmUrl: string;
}): PriceAlertMail {
  const what = input.kind === 'car' ? 'prisalarm' : 'gemte søgning';
  return {
    subject: `Bekræft din ${what} på Leasingmatch`,
    text: [
      'Hej',
      '',
      input.kind === 'car'
        ? `Du har bedt om besked om ${input.label} ${input.condition}.`
        : `Du har bedt om besked om nye biler i søgningen: ${input.label}.`,
      `Hyppighed: ${PRICE_ALERT_FREQUENCY_LABELS[input.frequency].toLowerCase()}.`,
      '',
      `Bekræft her, så begynder vi: ${input.confirmUrl}`,
      '',
      'Har du ikke bedt om det, kan du se bort fra denne mail. Så sender vi intet, og vi sletter ' +
        'adressen igen efter nogle dage.',
      '',
      'Leasingmatch',
    ].join('\n'),
  };
}

/** "Prisfald: Toyota Yaris Cross Active nu 3.095 kr./md." with the change, the terms and the car's link. */
export function carAlertMail(input: {
  label: string;
  terms: AlertTerms;
  from: number;
  to: number;
  listingUrl: string;
  links: AlertLinks;
}): PriceAlertMail {
  return {
    subject: `Prisfald: ${input.label} nu ${formatMonthly(input.to)}`,
    text: [
      'Hej',
      '',
      `Prisen på ${input.label} er faldet: ${priceChangeText(input.from, input.to)}`,
      `Ved ${termsLine(input.terms)}.`,
      '',
      `Se bilen: ${input.listingUrl}`,
      ...footer(input.links),
    ].join('\n'),
  };
}

export type MatchedCar = { name: string; monthlyPrice: number; url: string };

/** The cars new in a saved search since the last mail (at most `cars`; the rest counted). */
export function searchAlertMail(input: {
  label: string;
  cars: readonly MatchedCar[];
  total: number;
  searchUrl: string;
  links: AlertLinks;
}): PriceAlertMail {
  const more = input.total - input.cars.length;
  const news = countNoun(input.total, ['ny bil', 'nye biler']);
  return {
    subject: `${news} i din søgning på Leasingmatch`,
    text: [
      'Hej',
      '',
      `Din søgning "${input.label}" har ${news}:`,
      '',
      ...input.cars.map((car) => `${car.name}: ${formatMonthly(car.monthlyPrice)}\n${car.url}`),
      ...(more > 0 ? ['', `… og ${countNoun(more, ['bil mere', 'biler mere'])}.`] : []),
      '',
      `Se hele søgningen: ${input.searchUrl}`,
      ...footer(input.links),
    ].join('\n'),
  };
}
