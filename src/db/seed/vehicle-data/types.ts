import type {
  DriveType,
  StoredBodyType,
  StoredFuelType,
  StoredTransmission,
} from '../../../domain/listings/vehicle-values';

export type VariantSpec = {
  /** Danish dealer naming: trim, engine, "HK" (never kW), "quattro"/"4MOTION"/"AWD" for four-wheel drive. */
  name: string;
  fuel: StoredFuelType;
  horsepower: number;
  /** Vejledende pris in DKK. */
  retailPrice: number;
  transmission: StoredTransmission;
  driveType: DriveType;
  /** Overrides the model's body type (e.g. "Avant" vs "Limousine" of one model). */
  bodyType?: StoredBodyType;
  seats?: number;
  doors?: number;
  /** EV range (WLTP, km). */
  wltpKm?: number;
};

export type ModelSpec = {
  name: string;
  bodyType: StoredBodyType;
  seats: number;
  doors: number;
  variants: VariantSpec[];
};

export type MakeSpec = {
  name: string;
  /** Relative share of listings; the popular makes lead. */
  popularity: number;
  models: ModelSpec[];
};

const fuelCodes = {
  ev: 'Electric',
  p: 'Petrol',
  d: 'Diesel',
  hp: 'Hybrid - Petrol',
  hd: 'Hybrid - Diesel',
  pp: 'Plug-in - Petrol',
  pd: 'Plug-in - Diesel',
} as const satisfies Record<string, StoredFuelType>;

type VariantExtras = Partial<Omit<VariantSpec, 'name' | 'fuel' | 'horsepower' | 'retailPrice'>> & {
  manual?: boolean;
  /** Drive when the name does not say four-wheel drive. */
  baseDrive?: DriveType;
};

const fourWheelDrive = /quattro|4MOTION|4x4|AWD|xDrive|4MATIC|Dual motor|e-4ORCE/i;

/** Compact variant constructor: drive is read from the name, gearbox defaults to automatic. */
export function variant(
  name: string,
  fuel: keyof typeof fuelCodes,
  horsepower: number,
  retailPrice: number,
  extras: VariantExtras = {},
): VariantSpec {
  const { manual, baseDrive, ...rest } = extras;
  const driveType: DriveType = / 4WD/.test(name)
    ? '4WD'
    : fourWheelDrive.test(name)
      ? 'AWD'
      : (baseDrive ?? 'FWD');
  return {
    name,
    fuel: fuelCodes[fuel],
    horsepower,
    retailPrice,
    transmission: manual ? 'Manual' : 'Automatic',
    driveType,
    ...rest,
  };
}

export function model(
  name: string,
  bodyType: StoredBodyType,
  seats: number,
  doors: number,
  variants: VariantSpec[],
): ModelSpec {
  return { name, bodyType, seats, doors, variants };
}
