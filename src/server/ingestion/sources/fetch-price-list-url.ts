import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { ExtractionError, type PriceListSource } from '../extractors/extractor';
import { isPublicAddress } from './address-policy';
import { looksLikePdf, MAX_PDF_BYTES, tooLargeMessage } from './detect-pdf';

export const PRICE_LIST_URL_TIMEOUT_MS = 30_000;
export const PRICE_LIST_URL_MAX_REDIRECTS = 3;

export type FetchPriceListUrlOptions = {
  /** Tests only (PRICE_LIST_URL_ALLOW_PRIVATE): allows http and private or loopback addresses. */
  allowPrivate?: boolean;
  /** For the whole download, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
};

export type DownloadedPriceList = {
  source: Extract<PriceListSource, { kind: 'pdf' }>;
  /** The address the PDF finally came from, after redirects. */
  finalUrl: string;
};

const refuse = (message: string) => new ExtractionError('invalid_source', message);
const internalNetworkMessage = 'Adressen peger på et internt netværk og er ikke tilladt.';

class BlockedAddressError extends Error {}

/** Parses one hop's address and applies the scheme, credential and literal-address rules. */
export function checkPriceListUrl(address: string, allowPrivate = false): URL {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw refuse('Adressen er ikke en gyldig webadresse.');
  }
  const schemeAllowed = url.protocol === 'https:' || (allowPrivate && url.protocol === 'http:');
  if (!schemeAllowed) throw refuse('Adressen skal starte med https://');
  if (url.username || url.password) throw refuse('Adressen må ikke indeholde brugernavn eller adgangskode.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) throw refuse(internalNetworkMessage);
  return url;
}

/** Resolves the host and refuses it if any of its addresses is internal, at connect time (no rebinding gap). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      if (!allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address))) {
        return callback(new BlockedAddressError(hostname), '', 0);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

function get(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: 'GET',
      headers: { accept: 'application/pdf,*/*;q=0.5', 'user-agent': 'Leasingmatch-prisliste/1.0' },
      lookup: guardedLookup(allowPrivate),
      signal,
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw refuse(tooLargeMessage(maxBytes));
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    total += (chunk as Buffer).byteLength;
    if (total > maxBytes) {
      response.destroy();
      throw refuse(tooLargeMessage(maxBytes));
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function fileNameOf(response: IncomingMessage, url: URL): string {
  const disposition = response.headers['content-disposition'] ?? '';
  const quoted = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const fromPath = url.pathname.split('/').filter(Boolean).pop();
  const raw = quoted ?? fromPath ?? '';
  try {
    return decodeURIComponent(raw).trim() || 'prisliste.pdf';
  } catch {
    return raw || 'prisliste.pdf';
  }
}

type Abort = { caller: AbortSignal | undefined; deadline: AbortSignal; timeoutMs: number };

function translateNetworkError(error: unknown, url: URL, abort: Abort): unknown {
  if (abort.caller?.aborted)
    return new ExtractionError('cancelled', 'Hentningen af prislisten blev annulleret.');
  if (abort.deadline.aborted) {
    return refuse(`Serveren svarede ikke inden for ${Math.round(abort.timeoutMs / 1000)} sekunder.`);
  }
  if (error instanceof ExtractionError) return error;
  if (error instanceof BlockedAddressError) return refuse(internalNetworkMessage);
  const code = (error as { code?: string }).code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return refuse(`Serveren ${url.hostname} blev ikke fundet.`);
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') {
    return refuse('Serverens certifikat kunne ikke godkendes.');
  }
  return refuse('Prislisten kunne ikke hentes, fordi forbindelsen til serveren mislykkedes.');
}

/**
 * Downloads a price-list PDF from a URL an admin typed. https only, internal addresses refused (also
 * after redirects, which are followed by hand and re-checked hop by hop), one deadline for the whole
 * download, reading stops at the size limit, and the content must be a PDF (ADR 019).
 */
export async function fetchPriceListUrl(
  address: string,
  options: FetchPriceListUrlOptions = {},
): Promise<DownloadedPriceList> {
  const allowPrivate = options.allowPrivate ?? false;
  const timeoutMs = options.timeoutMs ?? PRICE_LIST_URL_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_PDF_BYTES;
  const maxRedirects = options.maxRedirects ?? PRICE_LIST_URL_MAX_REDIRECTS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;

  let url = checkPriceListUrl(address, allowPrivate);
  for (let redirects = 0; ; redirects++) {
    try {
      const response = await get(url, allowPrivate, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (redirects >= maxRedirects) throw refuse('Adressen viderestiller for mange gange.');
        url = checkPriceListUrl(new URL(location, url).toString(), allowPrivate);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw refuse(`Serveren svarede med fejl ${status}, så prislisten kunne ikke hentes.`);
      }
      const bytes = await readBody(response, maxBytes);
      if (!looksLikePdf(bytes)) throw refuse('Filen er ikke en PDF.');
      return {
        source: { kind: 'pdf', bytes, fileName: fileNameOf(response, url) },
        finalUrl: url.toString(),
      };
    } catch (error) {
      throw translateNetworkError(error, url, { caller: options.signal, deadline, timeoutMs });
    }
  }
}
