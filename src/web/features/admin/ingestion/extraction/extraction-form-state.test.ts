import { describe, expect, it } from 'vitest';
import {
  initialExtractionValues,
  onFormFields,
  parseExtractionForm,
  toStartRequest,
} from './extraction-form-state';
import { extractorFits, extractorForSource } from './extractor-choice';

const SELLER = '7d0c7a8e-8f55-4c1e-9d55-1b8f0c7b2a11';
const pdf = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('parseExtractionForm', () => {
  it('asks for a seller and the chosen source only', () => {
    expect(parseExtractionForm(initialExtractionValues(undefined)).issues).toEqual([
      { path: 'seller_id', message: 'Vælg en sælger' },
      { path: 'files', message: 'Vælg mindst én PDF-fil' },
    ]);
    const withUrlTab = {
      ...initialExtractionValues(SELLER),
      source_kind: 'pdf_url' as const,
      url: 'ftp://x.dk/a.pdf',
    };
    expect(parseExtractionForm(withUrlTab).issues).toEqual([
      { path: 'url', message: 'Adressen skal begynde med https://' },
    ]);
    expect(parseExtractionForm({ ...withUrlTab, url: ' https://bil.dk/prisliste.pdf ' }).data).toEqual({
      sellerId: SELLER,
      extractor: 'auto',
      sourceKind: 'pdf_url',
      url: 'https://bil.dk/prisliste.pdf',
    });
  });

  it('refuses more than ten files or more than 60 MB in one request', () => {
    const values = {
      ...initialExtractionValues(SELLER),
      files: Array.from({ length: 11 }, (_, i) => pdf(`${i}.pdf`)),
    };
    expect(parseExtractionForm(values).issues).toEqual([
      { path: 'files', message: 'Højst 10 filer ad gangen' },
    ]);
    const big = { ...values, files: [pdf('a.pdf', 31 * 1024 * 1024), pdf('b.pdf', 30 * 1024 * 1024)] };
    expect(parseExtractionForm(big).issues?.[0]?.message).toMatch(/højst 60 MB i alt/);
  });

  it('puts a missing CSV on the CSV file field', () => {
    const csv = {
      ...initialExtractionValues(SELLER),
      source_kind: 'csv' as const,
      extractor: 'csv' as const,
    };
    expect(parseExtractionForm(csv).issues).toEqual([
      { path: 'csv_file', message: 'Vælg en CSV-fil eller indsæt CSV-tekst' },
    ]);
  });
});

describe('toStartRequest', () => {
  it('sends only the chosen source, a CSV file before pasted CSV text', () => {
    const file = new File(['Model;Variant'], 'liste.csv');
    const values = {
      ...initialExtractionValues(SELLER),
      source_kind: 'csv' as const,
      csv_file: file,
      csv_text: 'x',
      extractor: 'csv' as const,
      url: 'https://a.dk/b.pdf',
    };
    expect(toStartRequest(values)).toEqual({
      sellerId: SELLER,
      extractor: 'csv',
      sourceKind: 'csv',
      files: [file],
    });
    expect(toStartRequest({ ...values, csv_file: null })).toEqual({
      sellerId: SELLER,
      extractor: 'csv',
      sourceKind: 'csv',
      text: 'x',
    });
  });
});

describe('onFormFields', () => {
  it('puts the server issues about files and text beside the CSV file on the CSV tab', () => {
    const issues = [
      { path: 'files.0', message: 'a' },
      { path: 'text', message: 'b' },
      { path: 'seller_id', message: 'c' },
    ];
    expect(onFormFields(issues, 'pdf_upload')).toEqual(issues);
    expect(onFormFields(issues, 'csv').map((issue) => issue.path)).toEqual([
      'csv_file.0',
      'csv_file',
      'seller_id',
    ]);
  });
});

describe('extractor choice', () => {
  it('follows the server: no CSV reader for PDFs, no table or Toyota reader for CSV', () => {
    expect(extractorFits('csv', 'pdf_upload')).toBe(false);
    expect(extractorFits('table', 'csv')).toBe(false);
    expect(extractorFits('ai', 'csv')).toBe(true);
    expect(extractorForSource('toyota', 'csv')).toBe('csv');
    expect(extractorForSource('csv', 'pdf_url')).toBe('auto');
    expect(extractorForSource('table', 'text')).toBe('table');
  });
});
