import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedContentPagesPdf } from '../../../../tests/hostile/pdf-bombs';
import { renderPdf } from '../../../../tests/price-lists/pdf-document';
import { ExtractionError } from '../extractors/extractor';
import { createPdfReader, type PdfReader } from './pdf-reader-client';
import { readPdfText } from './read-pdf-text';

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ExtractionError))
    throw new Error(`expected an ExtractionError, got ${String(error)}`);
  expect(error.code).toBe('unreadable_pdf');
  return error.danishMessage;
}

// A worker starts in about a second; on a busy machine several.
vi.setConfig({ testTimeout: 60_000 });

const readers: PdfReader[] = [];
const readerWith = (options: Parameters<typeof createPdfReader>[0]) => {
  const reader = createPdfReader(options);
  readers.push(reader);
  return reader;
};
afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.stop()));
});

const smallList = () =>
  renderPdf((doc) => {
    doc.fontSize(10).text('Yaris Cross', 40, 100, { lineBreak: false });
    doc.text('2.999 kr.', 200, 100, { lineBreak: false });
  });

describe('reading a PDF in the PDF worker', () => {
  it('reads off the main thread: timers scheduled meanwhile fire before it answers', async () => {
    const events: string[] = [];
    const reading = readPdfText(sharedContentPagesPdf(40, 200)).then((pages) => {
      events.push('read');
      return pages;
    });
    setTimeout(() => {
      events.push('timer 1');
      setTimeout(() => {
        events.push('timer 2');
        setTimeout(() => events.push('timer 3'));
      });
    });
    const pages = await reading;
    expect(events).toEqual(['timer 1', 'timer 2', 'timer 3', 'read']);
    expect(pages).toHaveLength(40);
    expect(pages[39]?.items).toHaveLength(200);
    expect(pages[0]?.items[0]).toMatchObject({ text: '0', x: 40, top: 42, fontSize: 8 });
  });

  it('refuses 2 000 pages that share one content stream, with the page limit in Danish', async () => {
    const bomb = sharedContentPagesPdf(2000, 100);
    expect(bomb.length).toBeLessThan(320 * 1024);
    const started = Date.now();
    expect(await refusalOf(readPdfText(bomb))).toBe("PDF'en er for stor til at blive læst: over 500 sider.");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a document of more text items than its limit, counting while pdf.js reads', async () => {
    const reader = readerWith({ textItems: 30_000 });
    expect(await refusalOf(reader.read(sharedContentPagesPdf(3, 20_000)))).toBe(
      "PDF'en er for stor til at blive læst: over 30.000 tekststykker.",
    );
  });

  it('stops a reading that takes too long, and reads the next PDF with a fresh worker', async () => {
    const reader = readerWith({ timeoutMs: 300 });
    expect(await refusalOf(reader.read(sharedContentPagesPdf(400, 400)))).toBe(
      "PDF'en er for stor til at blive læst: den tog over 0,3 sekunder.",
    );
    const [page] = await reader.read(await smallList());
    expect(page?.items.map((item) => item.text)).toEqual(['Yaris Cross', '2.999 kr.']);
  });

  it('stops a worker that runs out of its heap limit, and reads the next PDF with a fresh one', async () => {
    const reader = readerWith({ heapMb: 16 });
    const texts = async () => (await reader.read(await smallList()))[0]?.items.map((item) => item.text);
    expect(await texts()).toEqual(['Yaris Cross', '2.999 kr.']);
    expect(await refusalOf(reader.read(sharedContentPagesPdf(3, 20_000)))).toBe(
      "PDF'en er for stor til at blive læst: den kræver over 16 MB hukommelse.",
    );
    expect(await texts()).toEqual(['Yaris Cross', '2.999 kr.']);
  });
});
