/**
 * Keys that identify a car across a price list and a seller's listings (original-system.md §4.12).
 * The exact key is the literal make|model|variant; the composite key reduces the variant to its core
 * (no horsepower text, gearbox, drive, fuel words, engine codes or dashes) and adds horsepower,
 * transmission and the AWD flag as separate parts.
 */

export type MatchVehicle = {
  make: string;
  model: string;
  variant: string | null;
  horsepower: number | null;
  fuelType: string | null;
  transmission: string | null;
};

export type ResolvedTransmission = 'automatic' | 'manual';

const UNKNOWN = '?';

export function normaliseText(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function makeModelKey(make: string, model: string): string {
  return `${normaliseText(make)}|${normaliseText(model)}`;
}

export function exactKey(vehicle: Pick<MatchVehicle, 'make' | 'model' | 'variant'>): string {
  return `${makeModelKey(vehicle.make, vehicle.model)}|${normaliseText(vehicle.variant)}`;
}

/** make|model|core variant|hp|transmission|awd; an unknown horsepower or transmission is '?'. */
export function compositeKey(vehicle: MatchVehicle): string {
  return `${compositeBaseKey(vehicle)}|${resolveTransmission(vehicle) ?? UNKNOWN}`;
}

/**
 * The composite key without transmission. Matching looks listings up by this key and then requires
 * compatible transmissions, so "Yaris 1.5 Hybrid" (stored as Automatic) meets "Yaris 1.5 Hybrid
 * Automatik", while an automatic and a manual car with the same variant text stay apart.
 */
export function compositeBaseKey(vehicle: MatchVehicle): string {
  const hp = resolveHorsepower(vehicle) ?? UNKNOWN;
  const awd = hasAwd(vehicle.variant) ? 'awd' : '';
  return `${makeModelKey(vehicle.make, vehicle.model)}|${coreVariant(vehicle.variant, vehicle.model)}|${hp}|${awd}`;
}

/** Equal when both are known; an unknown transmission is compatible with either. */
export function transmissionsCompatible(a: MatchVehicle, b: MatchVehicle): boolean {
  const left = resolveTransmission(a);
  const right = resolveTransmission(b);
  return left === null || right === null || left === right;
}

/**
 * Two vehicles can be the same car only if nothing known sets them apart: the same gearbox, fuel and
 * horsepower wherever both state them (an unknown value is compatible with any). A manual and an
 * automatic trim of the same name, or a 116 and a 130 hk one, are two cars and never meet.
 */
export function identitiesCompatible(a: MatchVehicle, b: MatchVehicle): boolean {
  const hpA = resolveHorsepower(a);
  const hpB = resolveHorsepower(b);
  const fuelA = normaliseText(a.fuelType);
  const fuelB = normaliseText(b.fuelType);
  return (
    transmissionsCompatible(a, b) &&
    (hpA === null || hpB === null || hpA === hpB) &&
    (fuelA === '' || fuelB === '' || fuelA === fuelB)
  );
}

/** The stored transmission, else what the variant text says, else automatic for an electric car. */
export function resolveTransmission(vehicle: MatchVehicle): ResolvedTransmission | null {
  const stored = normaliseText(vehicle.transmission);
  if (stored === 'automatic' || stored === 'manual') return stored;
  const variant = normaliseText(vehicle.variant);
  if (MANUAL_WORDS.test(variant)) return 'manual';
  if (AUTOMATIC_WORDS.test(variant)) return 'automatic';
  if (vehicle.fuelType === 'Electric') return 'automatic';
  return null;
}

/** The stored horsepower, else a "116 hk" / "150 hp" in the variant text. */
export function resolveHorsepower(vehicle: Pick<MatchVehicle, 'horsepower' | 'variant'>): number | null {
  if (vehicle.horsepower !== null) return vehicle.horsepower;
  const match = HORSEPOWER_TEXT.exec(normaliseText(vehicle.variant));
  return match?.[1] ? Number(match[1]) : null;
}

export function hasAwd(variant: string | null): boolean {
  return AWD_WORDS.test(normaliseText(variant));
}

/** The variant without the words that the composite key carries separately or that vary by source. */
export function coreVariant(variant: string | null, model: string): string {
  let core = normaliseText(variant).replace(/(\d),(\d)/g, '$1.$2');
  for (const pattern of STRIPPED_FROM_CORE) core = core.replace(pattern, ' ');
  core = normaliseText(core);
  const modelPrefix = normaliseText(model);
  if (modelPrefix && (core === modelPrefix || core.startsWith(`${modelPrefix} `))) {
    core = core.slice(modelPrefix.length).trim();
  }
  return core;
}

/** Whole words only; 'g' for replacing, without it for test() (a global regex keeps state between calls). */
const words = (alternatives: string[], flags = 'gu') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, flags);

const HORSEPOWER_TEXT = /(\d{2,4})\s*(?:hk|hp|ps|bhp)(?![\p{L}\p{N}])/u;
const GEARBOX = [
  'dsg\\d*',
  's[ -]?tronic',
  'automatgear',
  'automatisk gear',
  'automatisk',
  'automatik',
  'automatic',
  'aut\\.?',
  'e-cvt',
  'cvt',
  'steptronic',
  'tiptronic',
  'edc',
  'manuelt gear',
  'manuel gear',
  'manuel',
  'manuelt',
  'manual',
  '\\d+-trins',
  '\\d+-gear',
  '\\d+-speed',
];
const AWD = ['quattro', '4motion', 'awd-i', 'awd', '4wd', '4x4', 'xdrive', 'allrad', 'all-wheel drive'];
const FUEL = [
  'mild[ -]hybrid',
  'plug-in[ -]hybrid',
  'plug-in',
  'e-hybrid',
  'ehybrid',
  'full hybrid',
  'hybrid',
  'phev',
  'mhev',
  'hev',
  'bev',
  'ev',
  'e-tron',
  'electric',
  'elektrisk',
  'el',
  'benzin',
  'petrol',
  'diesel',
];
const ENGINE_CODES = ['e-tsi', 'etsi', 'tsi', 'tfsi', 'tdi', 'fsi'];

const AUTOMATIC_WORDS = words(
  GEARBOX.filter((word) => !word.startsWith('manu')),
  'u',
);
const MANUAL_WORDS = words(['manuelt gear', 'manuel gear', 'manuel', 'manuelt', 'manual'], 'u');
const AWD_WORDS = words(AWD, 'u');

const STRIPPED_FROM_CORE = [
  /(\d{2,4})\s*(?:hk|hp|ps|bhp)(?![\p{L}\p{N}])/gu,
  words(GEARBOX),
  words(AWD),
  words(FUEL),
  words(ENGINE_CODES),
  /[-–—,/()]/g,
];
