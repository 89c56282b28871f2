import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleTableText } from '../../../tests/price-lists/simple-table';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../../db/client';
import { admin, type SeededSeller, seedSeller } from '../../db/ingestion/ingestion-test-data';
import { readSessionLog } from '../../db/ingestion/read-session-log';
import { extractionSessionLog, extractionSessions } from '../../db/schema';
import type { ExtractorName } from '../../domain/ingestion/extracted-price-list';
import { createExtractionSession } from '../services/admin/ingestion/create-extraction-session';
import {
  type ExtractionRunnerOptions,
  runExtractionSession,
  UNEXPECTED_EXTRACTION_MESSAGE,
} from './run-extraction-session';

let handle: DatabaseHandle;
let seed: SeededSeller;

const noAi: ExtractionRunnerOptions = { aiConfig: async () => null, allowPrivateUrls: false };

beforeAll(async () => {
  handle = await createTestDatabase();
  seed = await seedSeller(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

async function newSession(
  source: Parameters<typeof createExtractionSession>[1]['source'],
  extractor: ExtractorName = 'auto',
) {
  const { sessionId } = await createExtractionSession(handle.db, {
    sellerId: seed.sellerId,
    source,
    extractor,
    actor: admin,
  });
  return sessionId;
}

async function sessionRow(id: string) {
  const [row] = await handle.db.select().from(extractionSessions).where(eq(extractionSessions.id, id));
  if (!row) throw new Error('no session');
  return row;
}

describe('runExtractionSession', () => {
  it('reads pasted text with the table extractor and stores the result and counts', async () => {
    const id = await newSession({ kind: 'text', text: simpleTableText('tab') });
    const status = await runExtractionSession(handle.db, id, noAi);
    expect(status).toBe('succeeded');
    const row = await sessionRow(id);
    expect(row).toMatchObject({
      status: 'succeeded',
      extractor: 'table',
      carsFound: 4,
      offersFound: 8,
      progress: 100,
    });
    expect(row.startedAt).not.toBeNull();
    expect(row.finishedAt).not.toBeNull();
    const log = await readSessionLog(handle.db, id);
    expect(log.map((line) => line.message)).toContain('Færdig (Tabel): 4 biler, 8 tilbud.');
  });

  it('fails with the extractor’s Danish message (AI asked for but not set up)', async () => {
    const id = await newSession({ kind: 'text', text: 'Ingen tabel her' }, 'ai');
    expect(await runExtractionSession(handle.db, id, noAi)).toBe('failed');
    const row = await sessionRow(id);
    expect(row.errorCode).toBe('ai_not_configured');
    expect(row.errorMessage).toMatch(/AI/);
    expect(row.result).toBeNull();
  });

  it('fails an unexpected error with the general Danish message and keeps the technical one in the log', async () => {
    const id = await newSession({ kind: 'text', text: simpleTableText('tab') });
    const broken: ExtractionRunnerOptions = {
      aiConfig: async () => {
        throw new TypeError('settings row is corrupt');
      },
      allowPrivateUrls: false,
    };
    expect(await runExtractionSession(handle.db, id, broken)).toBe('failed');
    const row = await sessionRow(id);
    expect(row).toMatchObject({
      status: 'failed',
      errorCode: 'unexpected',
      errorMessage: UNEXPECTED_EXTRACTION_MESSAGE,
    });
    const log = await handle.db
      .select()
      .from(extractionSessionLog)
      .where(eq(extractionSessionLog.sessionId, id));
    expect(
      log.some(
        (line) => line.level === 'error' && line.message.includes('TypeError: settings row is corrupt'),
      ),
    ).toBe(true);
  });

  it('hands the session back (throws) when the worker shuts down, leaving it to be resumed', async () => {
    const id = await newSession({ kind: 'text', text: simpleTableText('tab') });
    const controller = new AbortController();
    controller.abort('shutdown');
    await expect(
      runExtractionSession(handle.db, id, { ...noAi, signal: controller.signal }),
    ).rejects.toThrow();
    expect((await sessionRow(id)).status).toBe('running');
    // Resumed by the next run.
    expect(await runExtractionSession(handle.db, id, noAi)).toBe('succeeded');
  });

  it('does nothing for a session that was cancelled or already finished', async () => {
    const id = await newSession({ kind: 'text', text: simpleTableText('tab') });
    await handle.db
      .update(extractionSessions)
      .set({ status: 'cancelled' })
      .where(eq(extractionSessions.id, id));
    expect(await runExtractionSession(handle.db, id, noAi)).toBeNull();
    expect((await sessionRow(id)).result).toBeNull();
  });

  it('reads a CSV session with the CSV extractor when auto was asked for', async () => {
    const id = await newSession({
      kind: 'csv',
      text: 'Mærke;Model;Variant;Km/år;Løbetid;Udbetaling;Ydelse\nToyota;Yaris;1.5 Hybrid Active;15000;36;0;2999',
    });
    expect(await runExtractionSession(handle.db, id, noAi)).toBe('succeeded');
    expect((await sessionRow(id)).extractor).toBe('csv');
  });
});
