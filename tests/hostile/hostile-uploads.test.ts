import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { LISTING_IMAGE_LIMITS } from '../../src/domain/images/listing-image-rules';
import { MAX_PDF_BYTES } from '../../src/server/ingestion/sources/detect-pdf';
import { ADMIN, setupAuthApp } from '../helpers/auth-test-context';
import { expectCleanAnswer, readAnswer } from './clean-answer';
import { databaseFingerprint } from './database-fingerprint';
import {
  deeplyNestedPdf,
  flateBombPdf,
  oversizedPng,
  pngDeclaring,
  truncatedImage,
  truncatedPdf,
} from './hostile-files';
import { seedHostileCatalog } from './hostile-suite';

const context = setupAuthApp();
let cookie = '';
let listingId = '';
let sellerId = '';
beforeAll(async () => {
  const ids = await seedHostileCatalog(context);
  listingId = ids.id?.[0] as string;
  const [seller] = await queryRows<{ id: string }>(context.handle.db, sql`select id from sellers limit 1`);
  sellerId = seller?.id ?? '';
  cookie = await context.signIn(ADMIN);
});

type Part = { name: string; bytes?: Uint8Array; fileName?: string; type?: string; text?: string };

function form(parts: Part[]): FormData {
  const data = new FormData();
  for (const part of parts) {
    if (part.text !== undefined) data.append(part.name, part.text);
    else
      data.append(
        part.name,
        new File([part.bytes as Uint8Array<ArrayBuffer>], part.fileName ?? 'fil', { type: part.type ?? '' }),
      );
  }
  return data;
}

/** Posts the upload, checks the answer is a clean refusal with `expected`, and that no table changed. */
async function expectRefusedUpload(
  path: string,
  body: FormData | string,
  expected: { status: number; code?: string; message: string | RegExp },
) {
  const before = await databaseFingerprint(context.handle.db);
  const response = await context.request(path, {
    method: 'POST',
    headers: { cookie, ...(typeof body === 'string' ? { 'content-type': 'multipart/form-data' } : {}) },
    body,
  });
  const answer = await readAnswer(response);
  expectCleanAnswer(answer, `POST ${path}`);
  const parsed = JSON.parse(answer.text) as { error: string; code: string };
  expect({ status: answer.status, ...parsed }).toMatchObject({
    status: expected.status,
    ...(expected.code ? { code: expected.code } : {}),
    error: expected.message,
  });
  expect(await databaseFingerprint(context.handle.db), 'nothing stored').toEqual(before);
}

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n% a price list\n');
const svgWithScript = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=1</script></svg>',
);

describe('hostile listing-image uploads', () => {
  const imagePath = () => `/api/admin/listing-images/${listingId}`;
  const image = (bytes: Uint8Array, fileName = 'bil.png', type = 'image/png') =>
    form([{ name: 'file', bytes, fileName, type }]);

  it('refuses a request without a file, or with the file as text', async () => {
    const message = 'Vælg en billedfil at uploade';
    await expectRefusedUpload(imagePath(), form([]), { status: 400, code: 'NO_FILE', message });
    await expectRefusedUpload(imagePath(), form([{ name: 'file', text: 'bil.png' }]), {
      status: 400,
      code: 'NO_FILE',
      message,
    });
    await expectRefusedUpload(imagePath(), '--x\r\n', { status: 400, code: 'NO_FILE', message });
  });

  it('refuses an empty file', async () => {
    await expectRefusedUpload(imagePath(), image(new Uint8Array()), {
      status: 400,
      code: 'EMPTY_FILE',
      message: 'Filen er tom',
    });
  });

  it('refuses truncated PNG and JPEG files as unreadable', async () => {
    const message = 'Billedet kunne ikke læses – filen er beskadiget eller ufuldstændig';
    await expectRefusedUpload(imagePath(), image(await truncatedImage('png')), {
      status: 400,
      code: 'INVALID_IMAGE',
      message,
    });
    await expectRefusedUpload(imagePath(), image(await truncatedImage('jpeg'), 'bil.jpg', 'image/jpeg'), {
      status: 400,
      code: 'INVALID_IMAGE',
      message,
    });
  });

  it('judges by content: a PDF or an SVG with a lying name and type is refused', async () => {
    const message = 'Filtypen understøttes ikke – brug PNG, JPG eller WebP';
    await expectRefusedUpload(imagePath(), image(pdfBytes, 'bil.png', 'image/png'), { status: 415, message });
    await expectRefusedUpload(imagePath(), image(svgWithScript, 'bil.jpg', 'image/jpeg'), {
      status: 415,
      message,
    });
  });

  it('refuses a tiny PNG that declares 30000×30000 pixels (decompression bomb)', async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2_000);
    await expectRefusedUpload(imagePath(), image(bomb), {
      status: 413,
      code: 'IMAGE_TOO_MANY_PIXELS',
      message: 'Billedet er for stort – højst 50 megapixel',
    });
  });

  it('refuses files over 10 MB, at the file check and at the body limit', async () => {
    const message = 'Filen er for stor – højst 10 MB pr. billede';
    await expectRefusedUpload(imagePath(), image(oversizedPng(LISTING_IMAGE_LIMITS.maxFileBytes + 1)), {
      status: 413,
      message,
    });
    await expectRefusedUpload(
      imagePath(),
      image(oversizedPng(LISTING_IMAGE_LIMITS.maxFileBytes + 512 * 1024)),
      {
        status: 413,
        message,
      },
    );
  });
});

describe('hostile seller logos', () => {
  const logo = (bytes: Uint8Array, fileName = 'logo.png', type = 'image/png') =>
    form([{ name: 'file', bytes, fileName, type }]);

  it('refuses empty, wrong-type, truncated and bomb logos', async () => {
    await expectRefusedUpload('/api/admin/sellers/logo', logo(new Uint8Array()), {
      status: 400,
      message: /Ugyldige data/,
    });
    await expectRefusedUpload('/api/admin/sellers/logo', logo(pdfBytes), {
      status: 400,
      message: /Ugyldige data/,
    });
    await expectRefusedUpload('/api/admin/sellers/logo', logo(await truncatedImage('png')), {
      status: 400,
      message: /Ugyldige data/,
    });
    await expectRefusedUpload('/api/admin/sellers/logo', logo(pngDeclaring(30_000, 30_000)), {
      status: 400,
      message: /Ugyldige data/,
    });
  });

  it('refuses an SVG logo that declares a gigantic canvas', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200000" height="200000"><rect width="10" height="10"/></svg>',
    );
    await expectRefusedUpload('/api/admin/sellers/logo', logo(svg, 'logo.svg', 'image/svg+xml'), {
      status: 400,
      message: /Ugyldige data/,
    });
  });
});

describe('hostile price-list uploads', () => {
  const pdf = (bytes: Uint8Array, fileName = 'prisliste.pdf', type = 'application/pdf') =>
    form([{ name: 'file', bytes, fileName, type }]);

  it('Toyota import: refuses empty, wrong-type and truncated files with the Danish reason', async () => {
    await expectRefusedUpload('/api/admin/toyota-pdf/parse', pdf(new Uint8Array()), {
      status: 400,
      message: 'Filen er tom.',
    });
    await expectRefusedUpload('/api/admin/toyota-pdf/parse', pdf(pngDeclaring(10, 10)), {
      status: 400,
      message: 'Filen er ikke en PDF.',
    });
    await expectRefusedUpload('/api/admin/toyota-pdf/parse', pdf(truncatedPdf), {
      status: 422,
      message: /^PDF-filen/,
    });
  });

  it('Toyota import: a deeply nested PDF and a Flate bomb end in a clean 4xx', async () => {
    await expectRefusedUpload('/api/admin/toyota-pdf/parse', pdf(deeplyNestedPdf(20_000)), {
      status: 422,
      message: /^PDF-filen/,
    });
    await expectRefusedUpload('/api/admin/toyota-pdf/parse', pdf(flateBombPdf(16 * 1024 * 1024)), {
      status: 422,
      message: /^PDF-filen/,
    });
  }, 60_000);

  it('Toyota import: refuses a file over 25 MB at the body limit', async () => {
    await expectRefusedUpload(
      '/api/admin/toyota-pdf/parse',
      pdf(new Uint8Array(MAX_PDF_BYTES + 128 * 1024)),
      {
        status: 413,
        message: 'Filen er for stor (højst 25 MB).',
      },
    );
  });

  it('extraction sessions: one bad file among good ones starts nothing', async () => {
    const fields = [
      { name: 'seller_id', text: sellerId },
      { name: 'extractor', text: 'auto' },
      { name: 'source_kind', text: 'pdf_upload' },
    ];
    const files = (bad: Uint8Array, name: string) =>
      form([
        ...fields,
        { name: 'files', bytes: pdfBytes, fileName: 'god.pdf', type: 'application/pdf' },
        { name: 'files', bytes: bad, fileName: name, type: 'application/pdf' },
      ]);
    await expectRefusedUpload('/api/admin/extraction-sessions', files(new Uint8Array(), 'tom.pdf'), {
      status: 400,
      message: 'tom.pdf: Filen er tom.',
    });
    await expectRefusedUpload('/api/admin/extraction-sessions', files(svgWithScript, 'falsk.pdf'), {
      status: 400,
      message: 'falsk.pdf: Filen er ikke en PDF.',
    });
    await expectRefusedUpload(
      '/api/admin/extraction-sessions',
      files(new Uint8Array(MAX_PDF_BYTES + 1), 'stor.pdf'),
      {
        status: 400,
        message: 'stor.pdf: Filen er for stor (højst 25 MB).',
      },
    );
  });

  it('extraction sessions: pasted text with a NUL character is refused, not a database error', async () => {
    await expectRefusedUpload(
      '/api/admin/extraction-sessions',
      form([
        { name: 'seller_id', text: sellerId },
        { name: 'extractor', text: 'auto' },
        { name: 'source_kind', text: 'text' },
        { name: 'text', text: 'Toyota Aygo X\u0000 2.999 kr./md.' },
      ]),
      { status: 400, message: /Ugyldige data/ },
    );
  });
});

describe('hostile file names', () => {
  it('a price list whose file name holds a NUL character is refused with 400', async () => {
    const data = form([
      { name: 'seller_id', text: sellerId },
      { name: 'extractor', text: 'auto' },
      { name: 'source_kind', text: 'pdf_upload' },
      { name: 'files', bytes: pdfBytes, fileName: 'pris\u0000liste.pdf', type: 'application/pdf' },
    ]);
    const response = await context.request('/api/admin/extraction-sessions', {
      method: 'POST',
      headers: { cookie },
      body: data,
    });
    const answer = await readAnswer(response);
    expectCleanAnswer(answer, 'POST /api/admin/extraction-sessions (NUL in file name)');
    expect(answer.status).toBe(400);
  });
});
