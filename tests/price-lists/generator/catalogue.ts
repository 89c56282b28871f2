import type { StoredFuelType, StoredTransmission } from '../../../src/domain/listings/vehicle-values';
import type { Random } from './random';

/**
 * Invented cars for generated price lists: real-sounding Danish makes, models and trims with our own
 * engines, horsepower and prices (never taken from a real price list).
 */
export type CarSpec = {
  make: string;
  model: string;
  /** Engine label, e.g. "1.5 TSI", "1.6 Hybrid", "77 kWh". */
  engine: string;
  trim: string;
  horsepower: number;
  /** Set when the list states the power in kW; horsepower is then Math.round(kW × 1.35962). */
  kilowatt: number | null;
  fuel: StoredFuelType;
  gear: StoredTransmission;
  /** A monthly price at 10.000 km, 36 months and 0 kr. first payment, and the price per extra 5.000 km. */
  basePrice: number;
  kmStep: number;
};

type Fuel = 'Petrol' | 'Diesel' | 'Hybrid - Petrol' | 'Plug-in - Petrol' | 'Electric';
type ModelEntry = { model: string; fuels: Fuel[] };
type MakeEntry = { make: string; models: ModelEntry[]; trims: string[] };

export const MAKES: MakeEntry[] = [
  {
    make: 'Volkswagen',
    trims: ['Life', 'Style', 'R-Line', 'Elegance', 'Pro', 'Pro S', 'GTX'],
    models: [
      { model: 'ID.3', fuels: ['Electric'] },
      { model: 'ID.4', fuels: ['Electric'] },
      { model: 'Polo', fuels: ['Petrol'] },
      { model: 'Golf', fuels: ['Petrol', 'Hybrid - Petrol', 'Plug-in - Petrol'] },
      { model: 'T-Roc', fuels: ['Petrol', 'Diesel'] },
      { model: 'Tiguan', fuels: ['Diesel', 'Plug-in - Petrol'] },
    ],
  },
  {
    make: 'Skoda',
    trims: ['Essence', 'Selection', 'Sportline', 'Style', 'Laurin'],
    models: [
      { model: 'Enyaq', fuels: ['Electric'] },
      { model: 'Elroq', fuels: ['Electric'] },
      { model: 'Fabia', fuels: ['Petrol'] },
      { model: 'Octavia Combi', fuels: ['Petrol', 'Diesel', 'Hybrid - Petrol'] },
      { model: 'Kodiaq', fuels: ['Diesel', 'Plug-in - Petrol'] },
    ],
  },
  {
    make: 'Kia',
    trims: ['Air', 'Active', 'Upgrade', 'GT-Line', 'Prestige', 'Comfort'],
    models: [
      { model: 'EV3', fuels: ['Electric'] },
      { model: 'Niro', fuels: ['Hybrid - Petrol', 'Plug-in - Petrol', 'Electric'] },
      { model: 'Picanto', fuels: ['Petrol'] },
      { model: 'Sportage', fuels: ['Hybrid - Petrol', 'Plug-in - Petrol', 'Petrol'] },
    ],
  },
  {
    make: 'Peugeot',
    trims: ['Active', 'Allure', 'GT', 'Style'],
    models: [
      { model: '208', fuels: ['Petrol', 'Electric'] },
      { model: '2008', fuels: ['Petrol', 'Hybrid - Petrol'] },
      { model: '3008', fuels: ['Hybrid - Petrol', 'Plug-in - Petrol', 'Electric'] },
    ],
  },
  {
    make: 'MINI',
    trims: ['Classic', 'Favoured', 'Essential', 'JCW Trim'],
    models: [
      { model: 'Cooper', fuels: ['Petrol', 'Electric'] },
      { model: 'Countryman', fuels: ['Petrol', 'Electric'] },
      { model: 'Aceman', fuels: ['Electric'] },
    ],
  },
  {
    make: 'Hyundai',
    trims: ['Essential', 'Advanced', 'Ultimate', 'N Line'],
    models: [
      { model: 'Kona', fuels: ['Petrol', 'Hybrid - Petrol', 'Electric'] },
      { model: 'Tucson', fuels: ['Hybrid - Petrol', 'Plug-in - Petrol', 'Diesel'] },
      { model: 'i20', fuels: ['Petrol'] },
      { model: 'Ioniq 5', fuels: ['Electric'] },
    ],
  },
  {
    make: 'Renault',
    trims: ['Evolution', 'Techno', 'Esprit Alpine', 'Iconic'],
    models: [
      { model: 'Clio', fuels: ['Petrol', 'Hybrid - Petrol'] },
      { model: 'Megane E-Tech', fuels: ['Electric'] },
      { model: 'Captur', fuels: ['Petrol', 'Plug-in - Petrol'] },
    ],
  },
  {
    make: 'Toyota',
    trims: ['Active', 'Style', 'Executive', 'GR Sport', 'Comfort'],
    models: [
      { model: 'Aygo X', fuels: ['Petrol'] },
      { model: 'Yaris', fuels: ['Hybrid - Petrol', 'Petrol'] },
      { model: 'C-HR', fuels: ['Hybrid - Petrol', 'Plug-in - Petrol'] },
      { model: 'bZ4X', fuels: ['Electric'] },
    ],
  },
];

type Engine = { label: string; horsepower: number[] };

const ENGINES: Record<Fuel, Engine[]> = {
  Petrol: [
    { label: '1.0 TSI', horsepower: [95, 110, 116] },
    { label: '1.5 TSI', horsepower: [150] },
    { label: '1.2 PureTech', horsepower: [100, 130] },
    { label: '1.0 T-GDI', horsepower: [100, 120] },
    { label: '1.3 TCe', horsepower: [140] },
  ],
  Diesel: [
    { label: '2.0 TDI', horsepower: [115, 150, 193] },
    { label: '1.6 CRDi', horsepower: [136] },
    { label: '1.5 BlueHDi', horsepower: [130] },
  ],
  'Hybrid - Petrol': [
    { label: '1.6 Hybrid', horsepower: [129, 141, 215] },
    { label: '1.5 Hybrid', horsepower: [116, 131] },
    { label: '1.2 Hybrid', horsepower: [136, 145] },
  ],
  'Plug-in - Petrol': [
    { label: '1.5 Plug-in Hybrid', horsepower: [204, 272] },
    { label: '1.6 Plug-in Hybrid', horsepower: [225, 252, 265] },
  ],
  Electric: [
    { label: '58 kWh', horsepower: [170, 204] },
    { label: '77 kWh', horsepower: [286, 340] },
    { label: '64,8 kWh', horsepower: [156, 218] },
    { label: '81,4 kWh', horsepower: [204, 252] },
    { label: '54 kWh', horsepower: [163, 190] },
  ],
};

const KW_PER_HP = 1 / 1.35962;

const roundPrice = (value: number) => Math.round(value / 100) * 100 - 5;

function randomCar(rng: Random, make: MakeEntry, model: ModelEntry): CarSpec {
  const fuel = rng.pick(model.fuels);
  const engine = rng.pick(ENGINES[fuel]);
  let horsepower = rng.pick(engine.horsepower);
  let kilowatt: number | null = null;
  if (rng.chance(0.15)) {
    kilowatt = Math.round(horsepower * KW_PER_HP);
    horsepower = Math.round(kilowatt * 1.35962);
  }
  const manualPossible = fuel === 'Petrol' || fuel === 'Diesel';
  return {
    make: make.make,
    model: model.model,
    engine: engine.label,
    trim: rng.pick(make.trims),
    horsepower,
    kilowatt,
    fuel,
    gear: manualPossible && rng.chance(0.4) ? 'Manual' : 'Automatic',
    basePrice: roundPrice(1500 + horsepower * 9 + rng.int(0, 1200)),
    kmStep: rng.pick([100, 125, 150, 175, 200, 250]),
  };
}

/** What tells two cars of one model apart in a list: name, power, fuel and gearbox. */
export const carIdentity = (car: CarSpec) =>
  [car.make, car.model, car.engine, car.trim, car.horsepower, car.fuel, car.gear].join('|');

/**
 * `count` different cars of one model. Some come in pairs that share the trim name and differ only in
 * gearbox (manual vs automatic) or in fuel: they are two cars.
 */
export function drawModelCars(rng: Random, make: MakeEntry, model: ModelEntry, count: number): CarSpec[] {
  const cars = new Map<string, CarSpec>();
  for (let attempt = 0; cars.size < count && attempt < count * 20; attempt++) {
    const car = randomCar(rng, make, model);
    cars.set(carIdentity(car), car);
    if (cars.size >= count || !rng.chance(0.3)) continue;
    const twin = twinOf(rng, make, model, car);
    if (twin) cars.set(carIdentity(twin), twin);
  }
  return [...cars.values()];
}

/** The same trim with the other gearbox, or with another fuel of the model; null when none exists. */
function twinOf(rng: Random, make: MakeEntry, model: ModelEntry, car: CarSpec): CarSpec | null {
  if (car.fuel === 'Petrol' || car.fuel === 'Diesel') {
    const gear = car.gear === 'Manual' ? 'Automatic' : 'Manual';
    return { ...car, gear, basePrice: car.basePrice + (gear === 'Automatic' ? 200 : -200) };
  }
  const otherFuels = model.fuels.filter((fuel) => fuel !== car.fuel);
  if (otherFuels.length === 0) return null;
  const other = randomCar(rng, make, { ...model, fuels: otherFuels });
  return { ...other, trim: car.trim };
}

/**
 * The monthly price of an offer: more for more km and for a shorter term, less for a larger first
 * payment; always a whole number ending in 5 or 9 like real lists.
 */
export function monthlyPrice(car: CarSpec, mileage: number, months: number, firstPayment: number): number {
  const kmSteps = (mileage - 10000) / 5000;
  const termAdjustment = (36 - months) * 12;
  const firstPaymentRebate = Math.round(firstPayment / 40 / 10) * 10;
  const value = car.basePrice + kmSteps * car.kmStep + termAdjustment - firstPaymentRebate;
  return Math.max(999, value);
}

export const MILEAGES = [10000, 15000, 20000, 25000, 30000] as const;
export const TERMS = [12, 24, 36, 48] as const;
export const FIRST_PAYMENTS = [0, 4995, 9995, 14995, 19995, 24995, 29995] as const;
