/**
 * The body types an admin chooses from, in order, as the reference data and the listing form offer
 * them: each once by its Danish label, no stored spelling ('Station Wagon') and no test data
 * ('Mikro (Test karosseri)' was issue 18's defect). Written out so a change to the choices shows here.
 */
export const OFFERED_BODY_TYPE_LABELS = [
  'Mikro',
  'Stationcar',
  'SUV',
  'Crossover (CUV)',
  'Minibus (MPV)',
  'Sedan',
  'Hatchback',
  'Cabriolet',
  'Coupé',
];
