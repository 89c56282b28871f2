import type { DriveType, StoredBodyType, StoredFuelType } from '../../domain/listings/vehicle-values';
import { kmPerLitre } from './vehicle-specs';

const bodyWords: Record<StoredBodyType, string> = {
  SUV: 'en rummelig SUV',
  CUV: 'en kompakt crossover',
  Crossover: 'en kompakt crossover',
  Hatchback: 'en praktisk hatchback',
  Stationcar: 'en rummelig stationcar',
  'Station Wagon': 'en rummelig stationcar',
  Sedan: 'en komfortabel sedan',
  Personbil: 'en komfortabel familiebil',
  Minivan: 'en fleksibel minibus',
  MPV: 'en fleksibel MPV',
  Microcar: 'en smart bybil',
  'Test karosseri': 'en smart bybil',
  Cabriolet: 'en cabriolet med elektrisk kaleche',
  Coupe: 'en sporty coupé',
};

export type DescriptionInput = {
  make: string;
  model: string;
  variant: string;
  bodyType: StoredBodyType;
  fuel: StoredFuelType;
  horsepower: number;
  seats: number;
  driveType: DriveType;
  manual: boolean;
  wltpKm: number | null;
  consumptionL100km: number | null;
  colourName: string;
  sellerName: string;
};

/** A short Danish sales text of the kind dealers put on their offer pages. */
export function listingDescription(input: DescriptionInput): string {
  const sentences = [
    `${input.make} ${input.model} ${input.variant} er ${bodyWords[input.bodyType]} med plads til ${input.seats} personer.`,
    drivetrainSentence(input),
  ];
  if (input.driveType === 'AWD' || input.driveType === '4WD') {
    sentences.push('Firehjulstræk giver godt greb på våde og glatte veje året rundt.');
  }
  sentences.push(input.manual ? 'Manuel gearkasse.' : 'Automatgear gør bykørslen nem.');
  sentences.push(
    `Privatleasing hos ${input.sellerName} inkluderer service efter fabrikkens forskrifter. Vist i farven ${input.colourName.toLowerCase()}.`,
  );
  return sentences.join(' ');
}

function drivetrainSentence(input: DescriptionInput): string {
  const kml = input.consumptionL100km ? kmPerLitre(input.consumptionL100km) : '';
  switch (input.fuel) {
    case 'Electric':
      return `Den er 100 % elektrisk med ${input.horsepower} hk og en rækkevidde på op til ${input.wltpKm} km (WLTP).`;
    case 'Petrol':
      return `Benzinmotoren yder ${input.horsepower} hk og kører ${kml} km/l.`;
    case 'Diesel':
      return `Dieselmotoren yder ${input.horsepower} hk og kører langt på literen: ${kml} km/l.`;
    case 'Hybrid - Petrol':
      return `Hybriddrivlinjen giver ${input.horsepower} hk og et lavt forbrug på ${kml} km/l.`;
    case 'Hybrid - Diesel':
      return `Mild-hybrid diesel med ${input.horsepower} hk og ${kml} km/l – god til lange ture.`;
    case 'Plug-in - Petrol':
      return `Plug-in hybriden har ${input.horsepower} hk i alt og klarer de daglige ture på strøm.`;
    case 'Plug-in - Diesel':
      return `Plug-in hybrid med dieselmotor og ${input.horsepower} hk i alt: el i hverdagen, diesel på langturen.`;
  }
}
