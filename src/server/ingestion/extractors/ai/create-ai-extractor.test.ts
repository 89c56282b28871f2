import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { modelCar } from '../../../../../tests/helpers/ai-model-car';
import {
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../../../../../tests/helpers/fake-openai-server';
import { extractedPriceListSchema } from '../../../../domain/ingestion/extracted-price-list';
import type { AiConfig } from '../../../env';
import { ExtractionError, type ExtractionOutcome, type SellerHints } from '../extractor';
import { type AiExtractorDeps, createAiExtractor } from './create-ai-extractor';
import { PROMPT_VERSION } from './extraction-prompt';

let server: FakeOpenAiServer;

beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

const configFor = (overrides: Partial<AiConfig> = {}): AiConfig => ({
  baseUrl: server.baseUrl,
  apiKey: 'sk-test',
  model: 'test-model',
  timeoutMs: 10_000,
  priceInputPerMTokUsd: 2.5,
  priceOutputPerMTokUsd: 10,
  ...overrides,
});

const noPdf = async () => {
  throw new Error('no PDF expected');
};

const extractorWith = (deps: Partial<AiExtractorDeps> = {}) =>
  createAiExtractor({ config: configFor(), readPdfText: noPdf, maxRetries: 0, ...deps });

const offer = (mileage: number, months: number, first: number, monthly: number) => ({
  mileage_per_year: mileage,
  period_months: months,
  first_payment: first,
  monthly_price: monthly,
});

const hints: SellerHints = {
  sellerName: 'Toyota Danmark',
  allowedModels: [
    { make: 'Toyota', model: 'Yaris' },
    { make: 'Toyota', model: 'bZ4X' },
  ],
  existingVariants: [{ make: 'Toyota', model: 'bZ4X', variant: 'Executive AWD', horsepower: 343 }],
};

async function failureOf(promise: Promise<ExtractionOutcome>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExtractionError) return { code: error.code, message: error.danishMessage };
    throw error;
  }
  throw new Error('expected the extraction to fail');
}

const messagesOf = (index: number) =>
  server.requests[index]?.body.messages as Array<{ role: string; content: string }>;

describe('ai extractor against an OpenAI-compatible server', () => {
  it('asks for strict structured output with the versioned prompt and the seller hints, and returns valid cars', async () => {
    server.enqueue({
      kind: 'content',
      content: {
        cars: [
          modelCar({ offers: [offer(15000, 36, 4995, 2895), offer(20000, 36, 4995.4, 3095)] }),
          modelCar({ model: 'BZ4X', variant: 'executive  awd', horsepower: 343, fuel_type: 'Electric' }),
          modelCar({ make: 'Kia', model: 'Picanto', variant: '1.0' }),
        ],
      },
      usage: { prompt_tokens: 1000, completion_tokens: 200 },
    });
    const log: string[] = [];
    const steps: number[] = [];
    const outcome = await extractorWith().extract(
      { kind: 'text', text: 'Yaris 1.5 Hybrid Active 116 hk  2.895 kr./md.' },
      { hints, log: (line) => log.push(line), progress: (percent) => steps.push(percent) },
    );

    const request = server.requests[0];
    expect(server.requests).toHaveLength(1);
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'price_list_extraction_v2',
        strict: true,
        schema: { type: 'object', required: ['cars'], additionalProperties: false },
      },
    });
    const [system, user] = messagesOf(0);
    expect(system?.role).toBe('system');
    expect(system?.content).toContain(`Prompt version: ${PROMPT_VERSION}`);
    expect(system?.content).toContain('±5 hk');
    expect(user?.content).toContain('SELLER: Toyota Danmark');
    expect(user?.content).toContain('- Toyota: Yaris, bZ4X');
    expect(user?.content).toContain('- Toyota | bZ4X | Executive AWD | 343 hk');
    expect(user?.content).toContain('Yaris 1.5 Hybrid Active 116 hk  2.895 kr./md.');

    expect(extractedPriceListSchema.safeParse(outcome.result).success).toBe(true);
    expect(outcome.extractor).toBe('ai');
    expect(outcome.result.cars.map((car) => [car.make, car.model, car.variant])).toEqual([
      ['Toyota', 'Yaris', '1.5 Hybrid Active'],
      ['Toyota', 'bZ4X', 'Executive AWD'],
    ]);
    expect(outcome.result.cars[0]?.offers).toEqual([
      offer(15000, 36, 4995, 2895),
      offer(20000, 36, 4995, 3095),
    ]);
    expect(outcome.warnings).toEqual([
      '"Kia Picanto" er ikke blandt sælgerens mærker og modeller og er udeladt.',
    ]);
    expect(outcome.usage).toEqual({
      model: 'test-model',
      promptTokens: 1000,
      completionTokens: 200,
      costMicroUsd: 1000 * 2.5 + 200 * 10,
    });
    expect(log[0]).toContain(PROMPT_VERSION);
    expect(steps[0]).toBe(5);
    expect(Math.max(...steps)).toBe(95);
  });

  it('reads a PDF through the injected reader, splits it by pages and merges the parts', async () => {
    const pages = ['Side 1: Yaris 15.000 km', 'Side 2: Yaris 20.000 km', 'Side 3: Aygo X'];
    let readBytes: Uint8Array | undefined;
    server.respondWith((request) => {
      const messages = request.body.messages as Array<{ content: string }>;
      const text = messages[1]?.content ?? '';
      const cars = [];
      if (text.includes('Side 1')) cars.push(modelCar({ offers: [offer(15000, 36, 4995, 2895)] }));
      if (text.includes('Side 2'))
        cars.push(modelCar({ horsepower: null, offers: [offer(20000, 36, 4995, 3095)] }));
      if (text.includes('Side 3')) cars.push(modelCar({ model: 'Aygo X', variant: 'Pulse', horsepower: 72 }));
      return { kind: 'content', content: { cars }, usage: { prompt_tokens: 300, completion_tokens: 40 } };
    });
    const extractor = extractorWith({
      chunkChars: 50,
      readPdfText: async (bytes) => {
        readBytes = bytes;
        return pages.join('\f');
      },
    });
    const bytes = new TextEncoder().encode('%PDF-1.4');
    const outcome = await extractor.extract({ kind: 'pdf', bytes, fileName: 'liste.pdf' }, {});

    expect(readBytes).toBe(bytes);
    expect(server.requests).toHaveLength(2);
    expect(messagesOf(0)[1]?.content).toContain('DOCUMENT (part 1 of 2):');
    expect(messagesOf(1)[1]?.content).toContain('DOCUMENT (part 2 of 2):');
    expect(outcome.result.cars).toHaveLength(2);
    expect(outcome.result.cars[0]).toMatchObject({
      model: 'Yaris',
      horsepower: 116,
      offers: [offer(15000, 36, 4995, 2895), offer(20000, 36, 4995, 3095)],
    });
    expect(outcome.result.cars[1]).toMatchObject({ model: 'Aygo X', variant: 'Pulse' });
    expect(outcome.usage).toMatchObject({
      promptTokens: 600,
      completionTokens: 80,
      costMicroUsd: 600 * 2.5 + 80 * 10,
    });
  });

  it('leaves out a car with impossible values and says so; no cars at all is a clear failure', async () => {
    server.enqueue({
      kind: 'content',
      content: { cars: [modelCar({}), modelCar({ variant: 'Tom', offers: [] })] },
    });
    const outcome = await extractorWith().extract({ kind: 'text', text: 'liste' }, {});
    expect(outcome.result.cars).toHaveLength(1);
    expect(outcome.warnings).toEqual([
      'AI-svaret for "Toyota Yaris Tom" er udeladt (ugyldige felter: offers).',
    ]);

    server.enqueue({ kind: 'content', content: { cars: [] } });
    expect(await failureOf(extractorWith().extract({ kind: 'text', text: 'liste' }, {}))).toEqual({
      code: 'no_cars_found',
      message: 'AI-udtrækket fandt ingen biler med priser i prislisten.',
    });
  });

  it('retries a failed call once by default', async () => {
    server.enqueue({ kind: 'status', status: 503 }, { kind: 'content', content: { cars: [modelCar({})] } });
    const outcome = await extractorWith({ maxRetries: undefined }).extract(
      { kind: 'text', text: 'liste' },
      {},
    );
    expect(server.requests).toHaveLength(2);
    expect(outcome.result.cars).toHaveLength(1);
  });

  it('notes when the server reports no token usage', async () => {
    server.enqueue({ kind: 'content', content: { cars: [modelCar({})] }, usage: null });
    const outcome = await extractorWith().extract({ kind: 'text', text: 'liste' }, {});
    expect(outcome.usage).toMatchObject({ promptTokens: 0, completionTokens: 0, costMicroUsd: 0 });
    expect(outcome.warnings).toEqual(['AI-tjenesten oplyste ikke sit tokenforbrug.']);
  });
});

describe('ai extractor failures', () => {
  const text = { kind: 'text', text: 'Yaris 2.895 kr./md.' } as const;

  it('is not configured', async () => {
    const extractor = createAiExtractor({ config: null, readPdfText: noPdf });
    expect(await failureOf(extractor.extract(text, {}))).toEqual({
      code: 'ai_not_configured',
      message: 'AI-udtræk er ikke sat op. Angiv AI_MODEL og AI_API_KEY (eller AI_BASE_URL) på serveren.',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('has nothing to read', async () => {
    expect((await failureOf(extractorWith().extract({ kind: 'text', text: ' \n ' }, {}))).code).toBe(
      'empty_document',
    );
    const blankPdf = extractorWith({ readPdfText: async () => '\f\f' });
    const failure = await failureOf(
      blankPdf.extract({ kind: 'pdf', bytes: new Uint8Array(), fileName: 'x.pdf' }, {}),
    );
    expect(failure).toEqual({
      code: 'empty_document',
      message: 'Dokumentet indeholder ingen tekst at læse.',
    });
  });

  it.each([
    [{ kind: 'status', status: 500 }, 'ai_unavailable', 'AI-tjenesten svarer ikke. Prøv igen senere.'],
    [
      { kind: 'status', status: 429 },
      'ai_unavailable',
      'AI-tjenesten er overbelastet, eller kvoten er brugt. Prøv igen senere.',
    ],
    [
      { kind: 'status', status: 401 },
      'ai_not_configured',
      'AI-tjenesten afviste adgangsnøglen. Kontrollér AI_API_KEY på serveren.',
    ],
    [
      { kind: 'content', content: 'Her er bilerne: Yaris' },
      'ai_invalid_response',
      'AI-svaret kunne ikke fortolkes.',
    ],
    [
      { kind: 'content', content: { vehicles: [] } },
      'ai_invalid_response',
      'AI-svaret kunne ikke fortolkes.',
    ],
    [
      { kind: 'content', content: { cars: [{ make: 'Toyota' }] } },
      'ai_invalid_response',
      'AI-svaret kunne ikke fortolkes.',
    ],
    [{ kind: 'invalid-json' }, 'ai_invalid_response', 'AI-svaret kunne ikke fortolkes.'],
    [
      { kind: 'content', content: '{"cars": [', finishReason: 'length' },
      'ai_invalid_response',
      'AI-svaret blev afbrudt, fordi det blev for langt. Prøv igen eller del prislisten op.',
    ],
  ] as const)('%o → %s', async (reply, code, message) => {
    server.enqueue(reply);
    expect(await failureOf(extractorWith().extract(text, {}))).toEqual({ code, message });
  });

  it('cannot connect', async () => {
    const closedUrl = server.baseUrl;
    await server.close();
    server = await startFakeOpenAiServer();
    const extractor = extractorWith({ config: configFor({ baseUrl: closedUrl }) });
    expect(await failureOf(extractor.extract(text, {}))).toEqual({
      code: 'ai_unavailable',
      message: 'AI-tjenesten svarer ikke. Prøv igen senere.',
    });
  });

  it('times out', async () => {
    server.enqueue({ kind: 'hang' });
    const extractor = extractorWith({ config: configFor({ timeoutMs: 300 }) });
    expect(await failureOf(extractor.extract(text, {}))).toEqual({
      code: 'timeout',
      message: 'AI-tjenesten svarede ikke inden for 1 sekund. Prøv igen senere.',
    });
  });

  it('stops when the session is cancelled', async () => {
    server.enqueue({ kind: 'hang' });
    const controller = new AbortController();
    const pending = extractorWith().extract(text, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    expect(await failureOf(pending)).toEqual({ code: 'cancelled', message: 'Udtrækket blev annulleret.' });
  });
});
