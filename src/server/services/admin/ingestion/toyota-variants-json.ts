import type { ExtractedPriceList } from '../../../../domain/ingestion/extracted-price-list';
import type { ToyotaParseResponse, ToyotaVariantJson } from '../../../../domain/ingestion/ingestion-api';
import type { ToyotaPriceList } from '../../../ingestion/extractors/toyota/parse-toyota-price-list';

/** What /admin/toyota-pdf shows of a parsed price list: variants, counts per powertrain, price range. */
export function toyotaParseResponse(
  fileName: string,
  pages: number,
  parsed: ToyotaPriceList,
): ToyotaParseResponse {
  const duplicates = new Set(parsed.duplicateIds);
  const variants: ToyotaVariantJson[] = parsed.variants.map((variant) => ({
    id: variant.id,
    model: variant.model,
    trim: variant.trim,
    variant: variant.variant,
    engine_specification: variant.engine_specification,
    battery_capacity_kwh: variant.battery_capacity_kwh,
    powertrain: variant.powertrain_category,
    awd: variant.awd,
    horsepower: variant.horsepower,
    monthly_price: variant.monthly_price,
    first_payment: variant.first_payment,
    total_cost: variant.total_cost,
    duplicate: duplicates.has(variant.id),
  }));
  const prices = variants.map((variant) => variant.monthly_price);
  const count = (powertrain: ToyotaVariantJson['powertrain']) =>
    variants.filter((variant) => variant.powertrain === powertrain).length;
  const result: ExtractedPriceList = parsed.result;
  return {
    file_name: fileName,
    pages,
    variants,
    counts: {
      total: variants.length,
      electric: count('electric'),
      hybrid: count('hybrid'),
      petrol: count('petrol'),
      awd: variants.filter((variant) => variant.awd).length,
      duplicates: variants.filter((variant) => variant.duplicate).length,
    },
    monthly_price_range: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    result,
  };
}
