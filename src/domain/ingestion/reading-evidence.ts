import { z } from 'zod/mini';

/**
 * Why the reader read an offer as it did (issue 25, "a reader you can see"): for each of an offer's
 * numbers and for the car's make and model, the place in the list that gave it — a column header, the
 * row's own cell, a heading, a sentence in the prose, the catalogue. Stored compactly on the extracted
 * car: every distinct place once in `sources`, each offer pointing at them by index.
 */
export const evidenceOrigins = [
  /** A column header that carries the value ("15.000 km/år", "Udbetaling 4.995 kr."). */
  'column',
  /** The row's own cell or label ("36 mdr." in a Løbetid column, the price itself). */
  'cell',
  /** A heading over the block ("T-Roc leasingpriser"). */
  'heading',
  /** An engine or trim line over or under the rows ("1.5 TSI 150 hk DSG"). */
  'line',
  /** A sentence near the table ("Alle priser er ved 36 måneders leasing"). */
  'sentence',
  /** A sentence that states the term once for the whole list. */
  'document',
  /** The seller's taught layout. */
  'template',
  /** Worked out from the stated total: total − first payment over the monthly price. */
  'computed',
  /** A merpris/tillæg note applied to a stated price ("Merpris ved 20.000 km: 700 kr./md."). */
  'supplement',
  /** The catalogue knows the model printed in the list and gives its make. */
  'catalogue',
  /** The seller's make, where the list never prints one. */
  'seller',
  /** A row that names nothing repeats the car of the row above it. */
  'row_above',
] as const;
export type EvidenceOrigin = (typeof evidenceOrigins)[number];

/** Danish: how a value was found, as the review's "Hvorfor dette tilbud?" says it. */
export const evidenceOriginLabels: Record<EvidenceOrigin, string> = {
  column: 'kolonneoverskriften',
  cell: 'rækkens egen celle',
  heading: 'overskriften',
  line: 'motor- eller udstyrslinjen',
  sentence: 'teksten ved tabellen',
  document: 'teksten, der gælder hele listen',
  template: 'sælgerens lærte layout',
  computed: 'regnet ud fra totalprisen',
  supplement: 'merprisnoten',
  catalogue: 'kataloget, der kender modellen',
  seller: 'sælgerens mærke',
  row_above: 'rækken ovenfor',
};

const wholeNumber = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));

/** One place a value came from; page and line (from 1) as the admin sees them, with the text read. */
export const evidenceSourceSchema = z.object({
  from: z.enum(evidenceOrigins),
  page: z.optional(wholeNumber(1, 10_000)),
  line: z.optional(wholeNumber(1, 100_000)),
  text: z.optional(z.string().check(z.maxLength(200))),
});
export type EvidenceSource = z.infer<typeof evidenceSourceSchema>;

export const MAX_EVIDENCE_SOURCES = 300;
const sourceIndex = wholeNumber(0, MAX_EVIDENCE_SOURCES - 1);

/** The offer's four numbers (its key) and the index in `sources` of what gave each. */
export const offerEvidenceSchema = z.object({
  mileage_per_year: z.number(),
  period_months: z.number(),
  first_payment: z.number(),
  monthly_price: z.number(),
  from: z.object({
    mileage: sourceIndex,
    period: sourceIndex,
    first_payment: sourceIndex,
    monthly_price: sourceIndex,
  }),
});
export type OfferEvidence = z.infer<typeof offerEvidenceSchema>;

export const readingEvidenceSchema = z.object({
  sources: z.array(evidenceSourceSchema).check(z.maxLength(MAX_EVIDENCE_SOURCES)),
  make: z.optional(sourceIndex),
  model: z.optional(sourceIndex),
  // As many as a car may have offers (MAX_OFFERS_PER_CAR).
  offers: z.array(offerEvidenceSchema).check(z.maxLength(500)),
});
export type ReadingEvidence = z.infer<typeof readingEvidenceSchema>;

/** The reasons of one offer, with the source of each, as the reader gathers them before compacting. */
export type OfferReasons = Record<keyof OfferEvidence['from'], EvidenceSource>;
type OfferNumbers = Pick<
  OfferEvidence,
  'mileage_per_year' | 'period_months' | 'first_payment' | 'monthly_price'
>;

const sameNumbers = (a: OfferNumbers, b: OfferNumbers) =>
  a.mileage_per_year === b.mileage_per_year &&
  a.period_months === b.period_months &&
  a.first_payment === b.first_payment &&
  a.monthly_price === b.monthly_price;

const sourceKey = (source: EvidenceSource) =>
  `${source.from}|${source.page ?? ''}|${source.line ?? ''}|${source.text ?? ''}`;

/**
 * Builds the compact record from each offer's reasons: places are listed once, offers point at them.
 * An offer read twice keeps its first reasons; past the cap of places, the rest are left out (the
 * offers that would need them have no record rather than a wrong one).
 */
export function compactEvidence(
  names: { make?: EvidenceSource; model?: EvidenceSource },
  offers: ReadonlyArray<{ offer: OfferNumbers; reasons: OfferReasons }>,
): ReadingEvidence {
  const sources: EvidenceSource[] = [];
  const indexes = new Map<string, number>();
  const indexOf = (source: EvidenceSource): number | null => {
    const trimmed =
      source.text && source.text.length > 200 ? { ...source, text: source.text.slice(0, 200) } : source;
    const key = sourceKey(trimmed);
    const known = indexes.get(key);
    if (known !== undefined) return known;
    if (sources.length >= MAX_EVIDENCE_SOURCES) return null;
    indexes.set(key, sources.length);
    sources.push(trimmed);
    return sources.length - 1;
  };
  const make = names.make ? indexOf(names.make) : null;
  const model = names.model ? indexOf(names.model) : null;
  const evidence: OfferEvidence[] = [];
  for (const { offer, reasons } of offers) {
    if (evidence.some((known) => sameNumbers(known, offer))) continue;
    const from = {
      mileage: indexOf(reasons.mileage),
      period: indexOf(reasons.period),
      first_payment: indexOf(reasons.first_payment),
      monthly_price: indexOf(reasons.monthly_price),
    };
    if (Object.values(from).some((index) => index === null)) continue;
    evidence.push({
      mileage_per_year: offer.mileage_per_year,
      period_months: offer.period_months,
      first_payment: offer.first_payment,
      monthly_price: offer.monthly_price,
      from: from as OfferEvidence['from'],
    });
  }
  return {
    sources,
    ...(make === null ? {} : { make }),
    ...(model === null ? {} : { model }),
    offers: evidence,
  };
}

/** What the review shows for one of an offer's values: the value, how it was found, where, the text. */
export type EvidenceReason = {
  field: 'make' | 'model' | keyof OfferEvidence['from'];
  how: string;
  where: string | null;
  text: string | null;
};

/** Danish names of what each reason explains. */
export const evidenceFieldLabels: Record<EvidenceReason['field'], string> = {
  make: 'Mærke',
  model: 'Model',
  monthly_price: 'Pris pr. md.',
  mileage: 'Km/år',
  period: 'Løbetid',
  first_payment: 'Udbetaling',
};

/**
 * Why the reader read this offer (and its car's make and model) as it did, or null when the extractor
 * left no record for it (an older session, a CSV, an offer added in the review).
 */
export function offerReasons(
  evidence: ReadingEvidence | undefined,
  offer: OfferNumbers,
): EvidenceReason[] | null {
  const record = evidence?.offers.find((known) => sameNumbers(known, offer));
  if (!evidence || !record) return null;
  const reason = (field: EvidenceReason['field'], index: number | undefined): EvidenceReason[] => {
    const source = index === undefined ? undefined : evidence.sources[index];
    if (!source) return [];
    return [
      {
        field,
        how: evidenceOriginLabels[source.from],
        where:
          source.page === undefined
            ? null
            : `side ${source.page}${source.line === undefined ? '' : `, linje ${source.line}`}`,
        text: source.text ?? null,
      },
    ];
  };
  return [
    ...reason('monthly_price', record.from.monthly_price),
    ...reason('mileage', record.from.mileage),
    ...reason('period', record.from.period),
    ...reason('first_payment', record.from.first_payment),
    ...reason('model', evidence.model),
    ...reason('make', evidence.make),
  ];
}

/**
 * The record for a subset of the offers (a car split in the review keeps the reasons of its offers);
 * without the make and model reasons when the admin named the car.
 */
export function evidenceForOffers(
  evidence: ReadingEvidence | undefined,
  offers: readonly OfferNumbers[],
  { withNames }: { withNames: boolean } = { withNames: true },
): ReadingEvidence | undefined {
  if (!evidence) return undefined;
  const kept = evidence.offers.filter((known) => offers.some((offer) => sameNumbers(known, offer)));
  if (kept.length === 0) return undefined;
  const { make: _make, model: _model, ...unnamed } = evidence;
  return { ...(withNames ? evidence : unnamed), offers: kept };
}
