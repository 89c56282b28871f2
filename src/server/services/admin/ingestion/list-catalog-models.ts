import { loadCatalogNames } from '../../../../db/catalog-names/load-catalog-names';
import type { Executor } from '../../../../db/client';
import type { CatalogModelsResponse } from '../../../../domain/ingestion/review-edits';

/**
 * GET /api/admin/batches/catalog-models: every make of the catalogue with its models, in Danish order,
 * for the review's "Del bil" and "Tilføj bil" (a model from the list or a new one).
 */
export async function listCatalogModels(executor: Executor): Promise<CatalogModelsResponse> {
  const makes = await loadCatalogNames(executor);
  return {
    makes: makes.map((make) => ({ name: make.name, models: make.models.map((model) => model.name) })),
  };
}
