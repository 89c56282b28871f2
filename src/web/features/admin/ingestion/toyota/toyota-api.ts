import { adminToyotaApi } from '../../../../../domain/api/admin-toyota-api';
import type { ToyotaParseResponse } from '../../../../../domain/ingestion/ingestion-api';
import { uploadForm } from '../../../../lib/upload-form';

/** POST /api/admin/toyota-pdf/parse: reads the price list without storing anything. */
export function parseToyotaPdf(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadForm(adminToyotaApi.parseToyotaPdf, form, { onProgress });
}

/** POST /api/admin/toyota-pdf/batch: runs the toyota extractor as a session and makes its batch. */
export function createToyotaBatch({ sellerId, file }: { sellerId: string; file: File }) {
  const form = new FormData();
  form.append('seller_id', sellerId);
  form.append('file', file);
  return uploadForm(adminToyotaApi.createToyotaBatch, form, {});
}

/** The parse result as a downloadable JSON file: toyota-prisliste-2025-09-14.json. */
export function downloadParseResult(result: ToyotaParseResponse, today = new Date()): void {
  const blob = new Blob([JSON.stringify(result, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `toyota-prisliste-${today.toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
