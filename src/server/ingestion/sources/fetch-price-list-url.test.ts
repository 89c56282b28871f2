import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractionError } from '../extractors/extractor';
import { fetchPriceListUrl } from './fetch-price-list-url';

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Handler = (response: ServerResponse) => void;

function routes(base: string): Record<string, Handler> {
  const redirect =
    (location: string): Handler =>
    (response) => {
      response.writeHead(302, { location }).end();
    };
  return {
    '/prisliste.pdf': (response) => {
      response.writeHead(200, { 'content-type': 'text/plain' }).end(pdfBytes);
    },
    '/download': (response) => {
      response.writeHead(200, { 'content-disposition': 'attachment; filename="Privatleasing juni.pdf"' });
      response.end(pdfBytes);
    },
    '/side.html': (response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' }).end('<html>');
    },
    '/declared-big': (response) => {
      response.writeHead(200, { 'content-length': String(10_000) });
      response.write(pdfBytes);
    },
    '/streamed-big': (response) => {
      response.writeHead(200);
      response.write(pdfBytes);
      const interval = setInterval(() => response.write(Buffer.alloc(512)), 5);
      response.on('close', () => clearInterval(interval));
    },
    '/hang': () => {},
    '/missing': (response) => {
      response.writeHead(404).end('not found');
    },
    '/to-ftp': redirect('ftp://files.example/prisliste.pdf'),
    '/hop/0': redirect(`${base}/prisliste.pdf`),
    '/hop/1': redirect('/hop/0'),
    '/hop/2': redirect('/hop/1'),
    '/hop/3': redirect('/hop/2'),
  };
}

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const handler = routes(base)[request.url ?? '/'];
    if (handler) handler(response);
    else response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failureOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExtractionError) return { code: error.code, message: error.danishMessage };
    throw error;
  }
  throw new Error('expected the download to fail');
}

const local = { allowPrivate: true };

describe('fetchPriceListUrl, refusals without network', () => {
  it.each([
    ['http://prisliste.example/liste.pdf', 'Adressen skal starte med https://'],
    ['ftp://prisliste.example/liste.pdf', 'Adressen skal starte med https://'],
    ['ikke en adresse', 'Adressen er ikke en gyldig webadresse.'],
    [
      'https://bruger:hemmelig@prisliste.example/x.pdf',
      'Adressen må ikke indeholde brugernavn eller adgangskode.',
    ],
    ['https://127.0.0.1/liste.pdf', 'Adressen peger på et internt netværk og er ikke tilladt.'],
    ['https://10.0.0.1/liste.pdf', 'Adressen peger på et internt netværk og er ikke tilladt.'],
    ['https://169.254.169.254/latest/meta-data', 'Adressen peger på et internt netværk og er ikke tilladt.'],
    ['https://[::1]/liste.pdf', 'Adressen peger på et internt netværk og er ikke tilladt.'],
    ['https://[::ffff:192.168.0.1]/liste.pdf', 'Adressen peger på et internt netværk og er ikke tilladt.'],
    ['https://2130706433/liste.pdf', 'Adressen peger på et internt netværk og er ikke tilladt.'],
    ['https://localhost/liste.pdf', 'Adressen peger på et internt netværk og er ikke tilladt.'],
  ])('%s', async (address, message) => {
    expect(await failureOf(fetchPriceListUrl(address))).toEqual({ code: 'invalid_source', message });
  });

  it('refuses the local test server itself unless private addresses are allowed', async () => {
    const failure = await failureOf(fetchPriceListUrl(`${base}/prisliste.pdf`));
    expect(failure.message).toBe('Adressen skal starte med https://');
  });
});

describe('fetchPriceListUrl against a local server (allowPrivate)', () => {
  it('downloads a PDF, judged by its content, with the name from the path or Content-Disposition', async () => {
    const direct = await fetchPriceListUrl(`${base}/prisliste.pdf`, local);
    expect(direct.source.kind).toBe('pdf');
    expect(Buffer.from(direct.source.bytes)).toEqual(pdfBytes);
    expect(direct.source.fileName).toBe('prisliste.pdf');
    const named = await fetchPriceListUrl(`${base}/download`, local);
    expect(named.source.fileName).toBe('Privatleasing juni.pdf');
  });

  it('follows up to three redirects, relative ones too, and reports the final address', async () => {
    const result = await fetchPriceListUrl(`${base}/hop/2`, local);
    expect(result.finalUrl).toBe(`${base}/prisliste.pdf`);
    expect(await failureOf(fetchPriceListUrl(`${base}/hop/3`, local))).toEqual({
      code: 'invalid_source',
      message: 'Adressen viderestiller for mange gange.',
    });
  });

  it('checks every redirect hop again', async () => {
    const failure = await failureOf(fetchPriceListUrl(`${base}/to-ftp`, local));
    expect(failure.message).toBe('Adressen skal starte med https://');
  });

  it('refuses a page that is not a PDF even when it says application/pdf', async () => {
    expect((await failureOf(fetchPriceListUrl(`${base}/side.html`, local))).message).toBe(
      'Filen er ikke en PDF.',
    );
  });

  it('stops at the size limit, declared or streamed', async () => {
    const limits = { ...local, maxBytes: 4096 };
    expect((await failureOf(fetchPriceListUrl(`${base}/declared-big`, limits))).message).toBe(
      'Filen er for stor (højst 4 kB).',
    );
    const streamed = await failureOf(fetchPriceListUrl(`${base}/streamed-big`, limits));
    expect(streamed).toEqual({ code: 'invalid_source', message: 'Filen er for stor (højst 4 kB).' });
  });

  it('reports an error status and a server that does not answer in time', async () => {
    expect((await failureOf(fetchPriceListUrl(`${base}/missing`, local))).message).toBe(
      'Serveren svarede med fejl 404, så prislisten kunne ikke hentes.',
    );
    const started = Date.now();
    const slow = await failureOf(fetchPriceListUrl(`${base}/hang`, { ...local, timeoutMs: 2000 }));
    expect(slow).toEqual({ code: 'invalid_source', message: 'Serveren svarede ikke inden for 2 sekunder.' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const pending = fetchPriceListUrl(`${base}/hang`, { ...local, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await failureOf(pending)).code).toBe('cancelled');
  });
});
