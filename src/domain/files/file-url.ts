/** Where a stored file is served (GET /api/files/:sha256, immutable: its name is its content's hash). */
export function fileUrl(sha256: string): string {
  return `/api/files/${sha256}`;
}
