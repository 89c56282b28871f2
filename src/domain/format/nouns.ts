import type { NounForms } from './count-noun';

/** The nouns the admin counts most, singular and plural, for countNoun. */
export const NOUN = {
  listing: ['annonce', 'annoncer'],
  car: ['bil', 'biler'],
  change: ['ændring', 'ændringer'],
  offer: ['tilbud', 'tilbud'],
  field: ['felt', 'felter'],
  page: ['side', 'sider'],
} as const satisfies Record<string, NounForms>;
