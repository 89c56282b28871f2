import { describe, expect, it } from 'vitest';
import {
  fieldOfIssue,
  initialExtractionForm,
  toStartRequest,
  validateExtractionForm,
} from './extraction-form-state';
import { extractorFits, extractorForSource } from './extractor-choice';

const SELLER = '7d0c7a8e-8f55-4c1e-9d55-1b8f0c7b2a11';
const pdf = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('validateExtractionForm', () => {
  it('asks for a seller and the chosen source only', () => {
    expect(validateExtractionForm(initialExtractionForm(undefined))).toEqual({
      seller_id: 'Vælg en sælger',
      files: 'Vælg mindst én PDF-fil',
    });
    const withUrlTab = {
      ...initialExtractionForm(SELLER),
      sourceKind: 'pdf_url' as const,
      url: 'ftp://x.dk/a.pdf',
    };
    expect(validateExtractionForm(withUrlTab)).toEqual({ url: 'Adressen skal begynde med https://' });
    expect(validateExtractionForm({ ...withUrlTab, url: 'https://bil.dk/prisliste.pdf' })).toEqual({});
  });

  it('refuses more than ten files or more than 60 MB in one request', () => {
    const form = {
      ...initialExtractionForm(SELLER),
      pdfFiles: Array.from({ length: 11 }, (_, i) => pdf(`${i}.pdf`)),
    };
    expect(validateExtractionForm(form).files).toBe('Højst 10 filer ad gangen');
    const big = { ...form, pdfFiles: [pdf('a.pdf', 31 * 1024 * 1024), pdf('b.pdf', 30 * 1024 * 1024)] };
    expect(validateExtractionForm(big).files).toMatch(/højst 60 MB i alt/);
  });
});

describe('toStartRequest', () => {
  it('sends only the chosen source, a CSV file before pasted CSV text', () => {
    const file = new File(['Model;Variant'], 'liste.csv');
    const form = {
      ...initialExtractionForm(SELLER),
      sourceKind: 'csv' as const,
      csvFile: file,
      csvText: 'x',
      extractor: 'csv' as const,
      url: 'https://a.dk/b.pdf',
    };
    expect(toStartRequest(form)).toEqual({
      sellerId: SELLER,
      extractor: 'csv',
      sourceKind: 'csv',
      files: [file],
    });
    expect(toStartRequest({ ...form, csvFile: null })).toEqual({
      sellerId: SELLER,
      extractor: 'csv',
      sourceKind: 'csv',
      text: 'x',
    });
  });
});

describe('fieldOfIssue', () => {
  it('puts the server issues about files and text beside the CSV field on the CSV tab', () => {
    expect(fieldOfIssue('files', 'pdf_upload')).toBe('files');
    expect(fieldOfIssue('files', 'csv')).toBe('csv');
    expect(fieldOfIssue('text', 'csv')).toBe('csv');
    expect(fieldOfIssue('seller_id', 'text')).toBe('seller_id');
    expect(fieldOfIssue('', 'text')).toBeUndefined();
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
