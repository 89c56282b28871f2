import type { StoredBodyType, StoredFuelType } from '../../domain/listings/vehicle-values';

export type EnergySpecs = {
  wltpKm: number | null;
  consumptionL100km: number | null;
  consumptionKwh100km: number | null;
  co2GKm: number;
  co2TaxHalfYear: number;
};

const bodyExtra: Partial<Record<StoredBodyType, number>> = {
  SUV: 0.6,
  CUV: 0.3,
  Crossover: 0.3,
  Minivan: 1.2,
  MPV: 1,
  Microcar: -0.4,
  'Test karosseri': -0.4,
  Coupe: 0.2,
};

/** kg CO₂ per litre burnt. */
const CO2_PER_LITRE = { petrol: 23.7, diesel: 26.4 } as const;

/**
 * Plausible WLTP figures from fuel, power and body; the half-yearly green owner tax follows CO₂
 * (minimum 370 kr.; EVs 420 kr.; diesels add the equalisation levy).
 */
export function energySpecs(
  fuel: StoredFuelType,
  horsepower: number,
  bodyType: StoredBodyType,
  wltpKm: number | undefined,
): EnergySpecs {
  const extra = bodyExtra[bodyType] ?? 0;
  switch (fuel) {
    case 'Electric': {
      const kwh = clamp(12.8 + horsepower * 0.012 + extra * 2, 12.5, 24);
      return {
        wltpKm: wltpKm ?? Math.round(6_500 / kwh / 5) * 5,
        consumptionL100km: null,
        consumptionKwh100km: round1(kwh),
        co2GKm: 0,
        co2TaxHalfYear: 420,
      };
    }
    case 'Plug-in - Petrol':
    case 'Plug-in - Diesel': {
      const diesel = fuel === 'Plug-in - Diesel';
      const litres = round1((diesel ? 0.8 : 1) + horsepower * 0.0015 + extra * 0.3);
      const co2 = Math.round(litres * (diesel ? CO2_PER_LITRE.diesel : CO2_PER_LITRE.petrol));
      return {
        wltpKm: null,
        consumptionL100km: litres,
        consumptionKwh100km: round1(15 + horsepower * 0.01 + extra),
        co2GKm: co2,
        co2TaxHalfYear: ownerTax(co2, diesel),
      };
    }
    default: {
      const diesel = fuel === 'Diesel' || fuel === 'Hybrid - Diesel';
      const base = { Petrol: 4.6, Diesel: 3.8, 'Hybrid - Petrol': 3.9, 'Hybrid - Diesel': 3.6 }[fuel];
      const perHp = { Petrol: 0.008, Diesel: 0.007, 'Hybrid - Petrol': 0.006, 'Hybrid - Diesel': 0.0065 }[
        fuel
      ];
      const litres = round1(base + horsepower * perHp + extra);
      const co2 = Math.round(litres * (diesel ? CO2_PER_LITRE.diesel : CO2_PER_LITRE.petrol));
      return {
        wltpKm: null,
        consumptionL100km: litres,
        consumptionKwh100km: null,
        co2GKm: co2,
        co2TaxHalfYear: ownerTax(co2, diesel),
      };
    }
  }
}

function ownerTax(co2: number, diesel: boolean): number {
  const green = 370 + Math.max(0, co2 - 58) * 4.2;
  const levy = diesel ? co2 * 4.5 : 0;
  return Math.round((green + levy) / 10) * 10;
}

/** km per litre, as Danish dealers quote it. */
export function kmPerLitre(litresPer100km: number): string {
  return (100 / litresPer100km).toFixed(1).replace('.', ',');
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
