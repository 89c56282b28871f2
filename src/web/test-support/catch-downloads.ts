import { vi } from 'vitest';

export type Download = { name: string; blob: Blob };

/**
 * The files the app hands the browser to save (a blob URL clicked on a link, as "Eksportér CSV" does),
 * caught in the returned list instead of downloaded. Undo with `vi.restoreAllMocks()`.
 */
export function catchDownloads(): Download[] {
  const files: Download[] = [];
  let pending: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    pending = blob as Blob;
    return 'blob:download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) files.push({ name: this.download, blob: pending });
  });
  return files;
}

/** A downloaded CSV's lines, without the byte order mark. */
export async function csvLines(file: Download | undefined): Promise<string[]> {
  return ((await file?.blob.text()) ?? '').replace(/^\uFEFF/, '').split('\r\n');
}
