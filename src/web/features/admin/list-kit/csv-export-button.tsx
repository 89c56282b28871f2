import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import type { CsvColumn } from './csv';
import { fetchAllPages, type ListPage } from './fetch-all-pages';

export type ListCsvExport<TRow> = {
  /** File name without extension; the date is added. */
  fileName: string;
  columns: readonly CsvColumn<TRow>[];
  /** One page (1-based) of the list's own endpoint under the current filters; the button reads them all. */
  fetchPage: (page: number) => Promise<ListPage<TRow>>;
};

function download(fileName: string, text: string) {
  // The byte order mark makes Excel read the file as UTF-8 (æøå).
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** "Eksportér CSV": the filtered list, every page, as a file. */
export function CsvExportButton<TRow>({ csv }: { csv: ListCsvExport<TRow> }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      // The CSV writer (papaparse) loads with the first export, not with every admin list.
      const [rows, { toCsv }] = await Promise.all([fetchAllPages(csv.fetchPage), import('./csv')]);
      const date = new Date().toISOString().slice(0, 10);
      download(`${csv.fileName}-${date}.csv`, toCsv(csv.columns, rows));
    } catch (error) {
      console.error('CSV export failed', error);
      notify.error('Eksporten kunne ikke hentes. Prøv igen.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="secondary" onClick={run} disabled={busy}>
      <Download aria-hidden="true" className="size-4" />
      {busy ? 'Eksporterer…' : 'Eksportér CSV'}
    </Button>
  );
}
