import { ford, tesla } from './american-makes';
import { hyundai, kia, mg, nissan, toyota } from './asian-makes';
import { cupra, fiat, peugeot, polestar, renault, skoda, volvo } from './european-makes';
import { audi, bmw, mercedes, volkswagen } from './german-makes';
import type { MakeSpec } from './types';

export type { MakeSpec, ModelSpec, VariantSpec } from './types';

/** The demo catalogue's makes, the Danish market's popular makes first. */
export const demoMakes: readonly MakeSpec[] = [
  volkswagen,
  skoda,
  toyota,
  audi,
  mercedes,
  bmw,
  cupra,
  hyundai,
  kia,
  renault,
  tesla,
  volvo,
  peugeot,
  ford,
  polestar,
  mg,
  nissan,
  fiat,
];
