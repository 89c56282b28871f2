/**
 * The energy prices the running cost on the detail page is computed with (issue 27 part 3, ADR 055):
 * kr. per litre of petrol and diesel and kr. per kWh, incl. moms, set under Indstillinger › Energipriser.
 */
export type EnergyPrices = {
  petrolPerLitre: number;
  dieselPerLitre: number;
  electricityPerKwh: number;
};

/** The prices until an administrator saves them: estimates of Danish prices in late November 2026 (ADR 055). */
export const DEFAULT_ENERGY_PRICES: EnergyPrices = {
  petrolPerLitre: 13.5,
  dieselPerLitre: 12.5,
  electricityPerKwh: 2.25,
};

/** The date the default prices are stated for (ISO); a saved section's date is when it was saved. */
export const DEFAULT_ENERGY_PRICES_DATE = '2026-11-29';

/** What the settings accept, kr. per unit: wide enough for any Danish price in decades, narrow enough to catch a slip (13,5 typed as 135). */
export const ENERGY_PRICE_BOUNDS = {
  litre: { min: 5, max: 40 },
  kwh: { min: 0.25, max: 10 },
} as const;

/** The prices and the date they were set, as the detail page states them. */
export type DatedEnergyPrices = EnergyPrices & { asOf: string };
