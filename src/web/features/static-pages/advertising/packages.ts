export type AdvertisingPackage = {
  name: string;
  /** Whole DKK per month excluding VAT; null: priced on request. */
  monthlyPrice: number | null;
  summary: string;
  features: readonly string[];
  highlighted?: boolean;
};

/** The three packages of the older site (original-system.md §5.4), described in our own words. */
export const ADVERTISING_PACKAGES: readonly AdvertisingPackage[] = [
  {
    name: 'Basis',
    monthlyPrice: 5_000,
    summary: 'Til den mindre forhandler, der vil i gang.',
    features: [
      'Op til 10 biler med alle deres tilbud',
      'Vi lægger jeres prisliste ind og holder den opdateret',
      'Link direkte til jeres egen side for hver bil',
      'Månedlig rapport med visninger og klik',
      'Support på e-mail',
    ],
  },
  {
    name: 'Professionel',
    monthlyPrice: 12_000,
    summary: 'Til forhandleren med et bredt udvalg.',
    features: [
      'Op til 50 biler med alle deres tilbud',
      'Alt fra Basis',
      'Jeres logo og forhandlerprofil på hver annonce',
      'Udvidet statistik pr. bil og pr. tilbud',
      'Prioriteret support',
    ],
    highlighted: true,
  },
  {
    name: 'Koncern',
    monthlyPrice: null,
    summary: 'Til importører, kæder og leasingselskaber.',
    features: [
      'Ubegrænset antal biler',
      'Alt fra Professionel',
      'Fast kontaktperson',
      'Automatisk indlæsning af prislister fra jeres systemer',
      'Rapporter efter jeres behov',
    ],
  },
];
